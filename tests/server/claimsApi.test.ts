import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/domain/contracts/contractConstants';
import { openPgliteCopy } from '../support/databases';
import { codeOf, problemBody } from './problem';
import { hubOn } from '../../src/composition/server/openHub';
import { AesTokenCipher } from '../../src/adapters/node/aesTokenCipher';
import { ALICE_TOKEN, BOB_TOKEN, StubWallet, clock, hubServer, send, signIn, hubDatabasePerTest } from './hubFixture';
import { serverFor } from './serverFixture';
import { listedContracts, statuses } from './listedContracts';

const connectionOf = hubDatabasePerTest();

const NOW = Date.UTC(2026, 10, 23, 12);
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });
const form = { issueNumber: 12, githubUsername: ' octo ', handcashHandle: '$audit', estimatedDays: 3 };
/** Alice's claim on #12, with the terms it froze (the test issues' 1,000 BAPP and the default 8 hours). */
const aliceClaim = {
  issueNumber: 12,
  githubUsername: 'octo',
  handcashHandle: 'audit',
  claimedBy: 'alice',
  claimedAt: NOW,
  deadline: NOW + 3 * DAY_MS,
  terms: { rewardAmount: 1000, rewardUnit: 'BAPP', estimatedHours: 8 },
};

describe('the claims API', () => {
  it('lets a signed-in person claim (handle stored without $); everyone sees it', async () => {
    const { app } = hubServer(connectionOf());
    const alice = await signIn(app, ALICE_TOKEN, 'octo');
    const placed = await json(await send(app, 'POST', '/api/claims', { cookie: alice, body: form }));
    const listed = await json(await send(app, 'GET', '/api/claims'));
    expect([placed, listed]).toEqual([
      { status: 201, body: { success: true, claim: aliceClaim } },
      { status: 200, body: { success: true, claims: [aliceClaim] } },
    ]);
  });

  it('tells a second claimer who holds the contract and since when (409), and changes nothing', async () => {
    const { app } = hubServer(connectionOf());
    await send(app, 'POST', '/api/claims', { cookie: await signIn(app, ALICE_TOKEN, 'octo'), body: form });
    const bob = await signIn(app, BOB_TOKEN, 'bobby');
    const taken = await json(await send(app, 'POST', '/api/claims', { cookie: bob, body: { ...form, githubUsername: 'bobby' } }));
    const { issueNumber: _, ...holder } = aliceClaim;
    expect(taken).toEqual({ status: 409, body: problemBody(409, 'contract-not-available', { contractStatus: 'claimed', holder }) });
    expect((await json(await send(app, 'GET', '/api/claims'))).body).toEqual({ success: true, claims: [aliceClaim] });
  });

  it('makes the contract claimable again from the deadline on', async () => {
    const { app } = hubServer(connectionOf());
    await send(app, 'POST', '/api/claims', { cookie: await signIn(app, ALICE_TOKEN, 'octo'), body: form });
    const bob = await signIn(app, BOB_TOKEN, 'bobby');
    clock.now = aliceClaim.deadline;
    const placed = await send(app, 'POST', '/api/claims', { cookie: bob, body: { ...form, githubUsername: 'bobby', handcashHandle: 'bob' } });
    expect(placed.status).toBe(201);
  });

  it('lets only the claimer release: 403 for another, 404 when nothing is open, 400 for a bad number', async () => {
    const { app } = hubServer(connectionOf());
    const alice = await signIn(app, ALICE_TOKEN, 'octo');
    const bob = await signIn(app, BOB_TOKEN, 'bobby');
    await send(app, 'POST', '/api/claims', { cookie: alice, body: form });
    const statuses = [
      (await send(app, 'DELETE', '/api/claims/12', { cookie: bob })).status,
      (await send(app, 'DELETE', '/api/claims/99', { cookie: alice })).status,
      (await send(app, 'DELETE', '/api/claims/abc', { cookie: alice })).status,
      (await send(app, 'DELETE', '/api/claims/12', { cookie: alice })).status,
      (await send(app, 'POST', '/api/claims', { cookie: bob, body: { ...form, githubUsername: 'bobby' } })).status,
    ];
    expect(statuses).toEqual([403, 404, 400, 200, 201]);
  });

  it('refuses values the database cannot hold (400), without failing the claims sent with them', async () => {
    const { app } = hubServer(connectionOf());
    const alice = await signIn(app, ALICE_TOKEN, 'octo');
    const answers = await Promise.all(
      [{ ...form, issueNumber: 2_147_483_648 }, { ...form, githubUsername: 'oc\u0000to' }, form].map(async (body) =>
        json(await send(app, 'POST', '/api/claims', { cookie: alice, body })),
      ),
    );
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
      [400, problemBody(400, 'out-of-range', { field: 'issueNumber', min: 1, max: 2_147_483_647 })],
      [400, problemBody(400, 'nul-character', { field: 'githubUsername' })],
      [201, { success: true, claim: aliceClaim }],
    ]);
  });

  it.each([
    ['not JSON', '{', ['not-json']],
    ['an issue number as text', { ...form, issueNumber: '12' }, ['invalid-field', 'issueNumber']],
    ['a missing username', { issueNumber: 12, handcashHandle: 'a' }, ['invalid-field', 'githubUsername']],
    ['a blank HandCash handle (a blank username takes the linked login)', { ...form, handcashHandle: '  ' }, ['required-fields']],
    ['10 days', { ...form, estimatedDays: 10 }, ['invalid-deadline']],
    ['issue 0', { ...form, issueNumber: 0 }, ['out-of-range', 'issueNumber']],
  ])('answers 400 for %s, naming the rule (and the field)', async (_name, body, rule) => {
    const { app } = hubServer(connectionOf());
    const response = await json(await send(app, 'POST', '/api/claims', { cookie: await signIn(app, ALICE_TOKEN, 'octo'), body }));
    expect([response.status, codeOf(response.body)]).toEqual([400, rule]);
  });

  it('answers 401 without a session, 403 cross-site, 413 over 16 KB', async () => {
    const { app } = hubServer(connectionOf());
    const alice = await signIn(app, ALICE_TOKEN, 'octo');
    const statuses = [
      (await send(app, 'POST', '/api/claims', { body: form })).status,
      (await send(app, 'DELETE', '/api/claims/12')).status,
      (await send(app, 'POST', '/api/claims', { cookie: alice, body: form, headers: { Origin: 'https://evil.example' } })).status,
      (await send(app, 'POST', '/api/claims', { cookie: alice, body: { ...form, padding: 'x'.repeat(17 * 1024) } })).status,
    ];
    expect(statuses).toEqual([401, 401, 403, 413]);
  });

  it('shows each claim of a burst in the contracts at once; an old ETag gets the new version; the live stream ends on it', async () => {
    const { app } = hubServer(connectionOf());
    const alice = await signIn(app, ALICE_TOKEN, 'octo');
    const before = await app.request('/api/contracts?form=compact');
    const stream = (await app.request('/api/contracts/events')).body!.getReader();
    const placed = await Promise.all([3, 4, 5, 6].map((issueNumber) => send(app, 'POST', '/api/claims', { cookie: alice, body: { ...form, issueNumber } })));
    const after = await app.request('/api/contracts?form=compact', { headers: { 'If-None-Match': before.headers.get('etag') ?? '' } });
    const etag = after.headers.get('etag');
    let told = '';
    let reading = stream.read();
    for (const deadline = Date.now() + 3_000; !told.includes(`data: ${etag}`) && Date.now() < deadline; ) {
      const chunk = await Promise.race([reading, new Promise<null>((resolve) => setTimeout(() => resolve(null), 200))]);
      if (chunk === null) continue;
      if (chunk.value !== undefined) told += new TextDecoder().decode(chunk.value);
      reading = stream.read();
    }
    await stream.cancel();
    const contracts = statuses(await listedContracts(after));
    expect({
      placed: placed.map((answer) => answer.status),
      status: after.status,
      changed: etag !== before.headers.get('etag'),
      claimed: [3, 4, 5, 6, 7].map((issueNumber) => contracts[issueNumber]),
      lastTold: told.match(/^data: .*$/gm)?.at(-1),
    }).toEqual({ placed: [201, 201, 201, 201], status: 200, changed: true, claimed: ['claimed', 'claimed', 'claimed', 'claimed', 'available'], lastTold: `data: ${etag}` });
  });
});

describe('the write rate limit', () => {
  it('answers 429 with Retry-After once a client has made too many changes in a minute; reads stay open', async () => {
    const limited = serverFor({ WRITE_RATE_LIMIT: '3' }, { hub: hubOn(connectionOf(), new StubWallet({}), AesTokenCipher.fromSecret('x'.repeat(32)), () => clock.now), now: () => clock.now });
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await send(limited, 'POST', '/api/claims', { body: form })).status);
    const refused = await send(limited, 'DELETE', '/api/claims/1');
    const read = await send(limited, 'GET', '/api/claims');
    clock.now += 60_000;
    const later = await send(limited, 'POST', '/api/claims', { body: form });
    expect([statuses, refused.status, refused.headers.get('retry-after'), read.status, later.status]).toEqual([[401, 401, 401, 429], 429, '60', 200, 401]);
  });
});

describe('a database that is down', () => {
  it('answers 503 with a clear message, for reads and writes', async () => {
    const down = await openPgliteCopy();
    const { app } = hubServer(down);
    const alice = await signIn(app, ALICE_TOKEN, 'octo');
    await down.close();
    const answers = await Promise.all([
      send(app, 'GET', '/api/claims'),
      send(app, 'POST', '/api/claims', { cookie: alice, body: form }),
    ].map(async (response) => json(await response)));
    const expected = { status: 503, body: problemBody(503, 'database-unavailable') };
    expect(answers).toEqual([expected, expected]);
  }, 60_000);
});
