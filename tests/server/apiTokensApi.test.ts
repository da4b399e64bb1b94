import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_TOKEN_LIFETIME_MS } from '../../src/domain/apiTokens/apiToken';
import { bothDatabases } from '../support/databases';
import { ALICE_TOKEN, BOB_TOKEN, clock, hubDatabasePerTest, hubServer, send, signIn } from './hubFixture';
import { problemBody } from './problem';

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });
const form = { issueNumber: 12, githubUsername: 'octo', handcashHandle: '$audit', estimatedDays: 3 };
const bearer = (secret: string) => ({ Authorization: `Bearer ${secret}` });

type App = ReturnType<typeof hubServer>['app'];
interface Made {
  readonly secret: string;
  readonly token: { readonly id: string };
}
async function makeToken(app: App, cookie: string, scopes: readonly string[], name = 'bot'): Promise<Made> {
  const made = await send(app, 'POST', '/api/tokens', { cookie, body: { name, scopes } });
  if (made.status !== 201) throw new Error(`no token: ${made.status} ${await made.text()}`);
  return (await made.json()) as Made;
}

describe.each(bothDatabases())('personal API tokens on $name', (database) => {
  const connectionOf = hubDatabasePerTest(database);

  it('makes a named, scoped token shown once, keeps only its hash, lists it with its last use', async () => {
    const { app } = hubServer(connectionOf());
    const alice = await signIn(app, ALICE_TOKEN);
    const made = await json(await send(app, 'POST', '/api/tokens', { cookie: alice, body: { name: ' my bot ', scopes: ['claim', 'read', 'claim'] } }));
    const { secret, token } = made.body as { secret: string; token: { id: string } };
    expect(made.status).toBe(201);
    expect(secret).toMatch(/^bsvw_[A-Za-z0-9_-]{43}$/);
    const listedBefore = await json(await send(app, 'GET', '/api/tokens', { cookie: alice }));
    const view = { id: token.id, name: 'my bot', scopes: ['read', 'claim'], createdAt: clock.now, expiresAt: clock.now + API_TOKEN_LIFETIME_MS };
    expect(listedBefore.body).toEqual({ success: true, tokens: [{ ...view, lastUsedAt: null }] });
    clock.now += 5_000;
    expect((await send(app, 'GET', '/api/session', { headers: bearer(secret) })).status).toBe(200);
    const listedAfter = await json(await send(app, 'GET', '/api/tokens', { cookie: alice }));
    expect(listedAfter.body).toEqual({ success: true, tokens: [{ ...view, lastUsedAt: clock.now }] });
    const rows = JSON.stringify(await connectionOf().db.execute(sql`SELECT * FROM api_tokens, sessions`));
    expect(rows).not.toContain(secret.slice(5));
  });

  it('acts for its owner within its scopes: lists with read, claims with claim; a read token cannot claim (403)', async () => {
    const { app } = hubServer(connectionOf());
    const alice = await signIn(app, ALICE_TOKEN, 'octo');
    const reader = await makeToken(app, alice, ['read']);
    const claimer = await makeToken(app, alice, ['read', 'claim']);
    const listed = await send(app, 'GET', '/api/contracts', { headers: bearer(reader.secret) });
    const refused = await json(await send(app, 'POST', '/api/claims', { headers: bearer(reader.secret), body: form }));
    const placed = await json(await send(app, 'POST', '/api/claims', { headers: bearer(claimer.secret), body: form }));
    expect([listed.status, refused, placed.status, (placed.body as { claim: { claimedBy: string } }).claim.claimedBy]).toEqual([
      200,
      { status: 403, body: problemBody(403, 'claim-scope-required', { scope: 'claim' }) },
      201,
      'alice',
    ]);
    const claimOnly = await makeToken(app, alice, ['claim']);
    expect(await json(await send(app, 'GET', '/api/claims', { headers: bearer(claimOnly.secret) }))).toEqual({
      status: 403,
      body: problemBody(403, 'read-scope-required', { scope: 'read' }),
    });
  });

  it('refuses a revoked, unknown, malformed or expired token with 401, and a token on the token endpoints with 403', async () => {
    const { app } = hubServer(connectionOf());
    const alice = await signIn(app, ALICE_TOKEN);
    const revoked = await makeToken(app, alice, ['read', 'claim']);
    const kept = await makeToken(app, alice, ['read']);
    expect((await send(app, 'DELETE', `/api/tokens/${revoked.token.id}`, { cookie: alice })).status).toBe(200);
    const answers = [
      await send(app, 'GET', '/api/session', { headers: bearer(revoked.secret) }),
      await send(app, 'POST', '/api/claims', { headers: bearer(revoked.secret), body: form }),
      await send(app, 'GET', '/api/session', { headers: bearer(`bsvw_${'x'.repeat(43)}`) }),
      await send(app, 'GET', '/api/session', { headers: { Authorization: 'Basic abc' } }),
    ];
    expect(await Promise.all(answers.map(json))).toEqual(Array.from({ length: 4 }, () => ({ status: 401, body: problemBody(401, 'token-invalid') })));
    expect(answers[0]?.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect([
      (await send(app, 'GET', '/api/tokens', { headers: bearer(kept.secret) })).status,
      (await send(app, 'POST', '/api/tokens', { headers: bearer(kept.secret), body: { name: 'x', scopes: ['read'] } })).status,
      (await send(app, 'POST', '/api/offers', { headers: bearer(kept.secret), body: {} })).status,
    ]).toEqual([403, 403, 403]);
    clock.now += API_TOKEN_LIFETIME_MS;
    expect((await send(app, 'GET', '/api/session', { headers: bearer(kept.secret) })).status).toBe(401);
  });

  it('lets only its owner revoke it, and refuses bad requests with the rule', async () => {
    const { app } = hubServer(connectionOf());
    const alice = await signIn(app, ALICE_TOKEN);
    const bob = await signIn(app, BOB_TOKEN);
    const made = await makeToken(app, alice, ['read']);
    const answers = [
      await json(await send(app, 'DELETE', `/api/tokens/${made.token.id}`, { cookie: bob })),
      await json(await send(app, 'POST', '/api/tokens', { cookie: alice, body: { name: '  ', scopes: ['read'] } })),
      await json(await send(app, 'POST', '/api/tokens', { cookie: alice, body: { name: 'x', scopes: [] } })),
      await json(await send(app, 'POST', '/api/tokens', { cookie: alice, body: { name: 'x', scopes: ['admin'] } })),
      await json(await send(app, 'GET', '/api/tokens')),
    ];
    expect(answers).toEqual([
      { status: 404, body: problemBody(404, 'token-not-found') },
      { status: 400, body: problemBody(400, 'token-name-required', { field: 'name' }) },
      { status: 400, body: problemBody(400, 'token-scopes-required', { field: 'scopes' }) },
      { status: 400, body: problemBody(400, 'unknown-token-scope', { field: 'scopes' }) },
      { status: 401, body: problemBody(401, 'not-authenticated') },
    ]);
    expect((await send(app, 'GET', '/api/session', { headers: bearer(made.secret) })).status).toBe(200);
  });
});
