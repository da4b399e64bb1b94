import { describe, expect, it } from 'vitest';
import { AesTokenCipher } from '../../src/adapters/node/aesTokenCipher';
import { hubOn } from '../../src/composition/server/openHub';
import { bothDatabases } from '../support/databases';
import { ALICE_TOKEN, BOB_TOKEN, StubWallet, availableRecords, hubDatabasePerTest, rememberHub, send, signIn } from './hubFixture';
import { serverFor } from './serverFixture';
import { listedContracts } from './listedContracts';

type Notices = { notices: { kind: string; issueNumber: number; to: string }[] };

describe.each(bothDatabases())('claim timers on the server, on $name', (database) => {
  const connectionOf = hubDatabasePerTest(database);

  it('ends a claim at its deadline with no page open (available for everyone) and puts the reminder and the expiry in the claimant’s inbox', async () => {
    const wallet = new StubWallet({ [ALICE_TOKEN]: 'alice', [BOB_TOKEN]: 'bob' });
    const hub = hubOn(connectionOf(), wallet, AesTokenCipher.fromSecret('x'.repeat(32)), Date.now);
    // A claim day of one second, the reminder two seconds before: a 3-day claim lasts 3 s and is reminded after 1 s.
    const env = { CLAIM_DAY_SECONDS: '1', CLAIM_REMINDER_LEAD_SECONDS: '2', WRITE_RATE_LIMIT: '0' };
    const app = serverFor(env, { hub, profileProvider: wallet, contractRecords: availableRecords(), runTimers: true });
    rememberHub(app, hub);
    const bob = await signIn(app, BOB_TOKEN, 'bobby');
    const placed = await send(app, 'POST', '/api/claims', { cookie: bob, body: { issueNumber: 5, githubUsername: 'bobby', handcashHandle: '$bob', estimatedDays: 3 } });
    expect(placed.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const listed = await listedContracts(await send(app, 'GET', '/api/contracts'));
    const inbox = (await (await send(app, 'GET', '/api/notices', { cookie: bob })).json()) as Notices;
    const theirs = (await (await send(app, 'GET', '/api/notices', { cookie: await signIn(app, ALICE_TOKEN) })).json()) as Notices;
    expect([
      listed.contracts.find((contract) => contract.githubIssueNumber === 5),
      await (await send(app, 'GET', '/api/claims')).json(),
      inbox.notices.map((notice) => [notice.kind, notice.issueNumber, notice.to]),
      theirs.notices,
    ]).toEqual([
      expect.objectContaining({ status: 'available', assignee: null }),
      { success: true, claims: [] },
      [
        ['expired', 5, 'bob'],
        ['claim-reminder', 5, 'bob'],
        ['claimed', 5, 'bob'],
      ],
      [],
    ]);
  }, 30_000);

  it('answers 401 to the inbox without a session', async () => {
    const wallet = new StubWallet({});
    const hub = hubOn(connectionOf(), wallet, AesTokenCipher.fromSecret('x'.repeat(32)), Date.now);
    expect((await send(serverFor({}, { hub, profileProvider: wallet }), 'GET', '/api/notices')).status).toBe(401);
  });
});
