import { sql } from 'drizzle-orm';
import { problemBody } from './problem';
import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS, SESSION_REVERIFY_MS } from '../../src/application/session/serverSessions';
import { ALICE_TOKEN, PLACEHOLDER_TOKEN, clock, hubServer, profileOf, send, signIn, hubDatabasePerTest } from './hubFixture';

const connectionOf = hubDatabasePerTest();

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });

describe('POST /api/session', () => {
  it('opens a session: HttpOnly SameSite=Lax cookie with a 256-bit id, the profile, and no token in the answer', async () => {
    const { app } = hubServer(connectionOf());
    const response = await send(app, 'POST', '/api/session', { body: { authToken: ALICE_TOKEN } });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(await json(response)).toEqual({ status: 200, body: { success: true, profile: profileOf('alice') } });
    expect(cookie).toMatch(/^workbench_session=[A-Za-z0-9_-]{43}; Path=\/; Expires=[^;]*; HttpOnly; SameSite=Lax, workbench_signed_in=1; Path=\/; Expires=[^;]*; SameSite=Lax$/);
    expect(cookie).not.toContain('Secure');
    expect(JSON.stringify(await connectionOf().db.execute(sql`SELECT * FROM sessions`))).not.toContain(ALICE_TOKEN);
  });

  it('marks the cookie Secure over https', async () => {
    const { app } = hubServer(connectionOf());
    const response = await app.request('https://hub.example/api/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://hub.example' },
      body: JSON.stringify({ authToken: ALICE_TOKEN }),
    });
    expect(response.headers.get('set-cookie')).toContain('; Secure');
  });

  it.each([
    ['not JSON', '{"authToken"', 400],
    ['no authToken', {}, 400],
    ['a token that is not a HandCash key', { authToken: 'abc' }, 401],
    ['a token the wallet refuses', { authToken: 'f'.repeat(64) }, 401],
    ['the placeholder user', { authToken: PLACEHOLDER_TOKEN }, 401],
  ])('refuses %s with %i and sets no cookie', async (_name, body, status) => {
    const { app } = hubServer(connectionOf());
    const response = await send(app, 'POST', '/api/session', { body });
    expect(response.status).toBe(status);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('answers 502 and 504 when the wallet fails or is slow', async () => {
    const { app, wallet } = hubServer(connectionOf());
    wallet.failure = 'upstream';
    const failed = await send(app, 'POST', '/api/session', { body: { authToken: ALICE_TOKEN } });
    wallet.failure = 'timeout';
    const slow = await send(app, 'POST', '/api/session', { body: { authToken: ALICE_TOKEN } });
    expect([failed.status, slow.status]).toEqual([502, 504]);
  });

  it('refuses a cross-site sign-in with 403', async () => {
    const { app } = hubServer(connectionOf());
    const foreign = await send(app, 'POST', '/api/session', { body: { authToken: ALICE_TOKEN }, headers: { Origin: 'https://evil.example' } });
    const fetchSite = await app.request('http://localhost/api/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
      body: JSON.stringify({ authToken: ALICE_TOKEN }),
    });
    expect([await json(foreign), fetchSite.status]).toEqual([{ status: 403, body: problemBody(403, 'cross-site') }, 403]);
  });
});

describe('GET and DELETE /api/session', () => {
  it('answers the profile for the cookie, 401 without one, and 401 after sign-out', async () => {
    const { app } = hubServer(connectionOf());
    const cookie = await signIn(app, ALICE_TOKEN);
    const signedIn = await json(await send(app, 'GET', '/api/session', { cookie }));
    const anonymous = await json(await send(app, 'GET', '/api/session'));
    const signOut = await send(app, 'DELETE', '/api/session', { cookie });
    const after = await send(app, 'GET', '/api/session', { cookie });
    expect([signedIn, anonymous, signOut.status, after.status]).toEqual([
      { status: 200, body: { success: true, profile: profileOf('alice'), githubLogin: null } },
      { status: 401, body: problemBody(401, 'not-authenticated') },
      204,
      401,
    ]);
  });

  it('ends a session at its expiry', async () => {
    const { app } = hubServer(connectionOf());
    const cookie = await signIn(app, ALICE_TOKEN);
    clock.now += SESSION_LIFETIME_MS;
    expect((await send(app, 'GET', '/api/session', { cookie })).status).toBe(401);
  });

  it('ends the session when the wallet refuses the token (401 authentication-expired), not when it is down', async () => {
    const { app, wallet } = hubServer(connectionOf());
    const cookie = await signIn(app, ALICE_TOKEN);
    clock.now += SESSION_REVERIFY_MS;
    wallet.failure = 'upstream';
    const walletDown = (await send(app, 'GET', '/api/session', { cookie })).status;
    wallet.failure = null;
    wallet.refuse = true;
    const refused = await json(await send(app, 'GET', '/api/session', { cookie }));
    wallet.refuse = false;
    const afterwards = (await send(app, 'GET', '/api/session', { cookie })).status;
    expect([walletDown, refused, afterwards]).toEqual([
      200,
      { status: 401, body: problemBody(401, 'authentication-expired') },
      401,
    ]);
  });

  it('refuses a tampered or unknown cookie', async () => {
    const { app } = hubServer(connectionOf());
    await signIn(app, ALICE_TOKEN);
    const statuses = await Promise.all(
      ['workbench_session=nope', `workbench_session=${'A'.repeat(43)}`].map(async (cookie) => (await send(app, 'GET', '/api/session', { cookie })).status),
    );
    expect(statuses).toEqual([401, 401]);
  });
});

describe('a failed sign-in', () => {
  it('leaves the session already held alone', async () => {
    const { app } = hubServer(connectionOf());
    const cookie = await signIn(app, ALICE_TOKEN);
    const refused = await send(app, 'POST', '/api/session', { cookie, body: { authToken: 'f'.repeat(64) } });
    const still = await json(await send(app, 'GET', '/api/session', { cookie }));
    expect([refused.status, still]).toEqual([401, { status: 200, body: { success: true, profile: profileOf('alice'), githubLogin: null } }]);
  });
});
