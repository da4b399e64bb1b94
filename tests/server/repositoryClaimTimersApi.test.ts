import { describe, expect, it } from 'vitest';
import { MemoryContractRecords } from '../../src/adapters/memory/memoryContractRecords.adapter';
import { AesTokenCipher } from '../../src/adapters/node/aesTokenCipher';
import { hubOn } from '../../src/composition/server/openHub';
import { bothDatabases } from '../support/databases';
import { issueRecord } from '../support/contractRecords';
import { json, until } from '../support/eventually';
import { ALICE_TOKEN, BOB_TOKEN, StubWallet, hubDatabasePerTest, rememberHub, send, signIn } from './hubFixture';
import { serverFor } from './serverFixture';

const TOOLS = 'acme/tools';
type Bounties = { bounties: { repository: string; issueNumber: number; status: string }[] };

describe.each(bothDatabases())('claim timers on a connected repository, on $name', { timeout: 30_000 }, (database) => {
  const connectionOf = hubDatabasePerTest(database);

  it('ends a claim on acme/tools#7 at its deadline with no page open, reminds its claimant first, and leaves the operator’s #7 claim alone', async () => {
    const wallet = new StubWallet({ [ALICE_TOKEN]: 'alice', [BOB_TOKEN]: 'bob' });
    const hub = hubOn(connectionOf(), wallet, AesTokenCipher.fromSecret('x'.repeat(32)), Date.now);
    // A claim day of one second, the reminder two seconds before: a 3-day claim lasts 3 s and is reminded after 1 s.
    const env = { CLAIM_DAY_SECONDS: '1', CLAIM_REMINDER_LEAD_SECONDS: '2', WRITE_RATE_LIMIT: '0' };
    const tools = new MemoryContractRecords([issueRecord(7)], []);
    const operator = new MemoryContractRecords([issueRecord(7)], []);
    const connectedRecords = (fullName: string) => (fullName === TOOLS ? tools : new MemoryContractRecords());
    const app = serverFor(env, { hub, profileProvider: wallet, contractRecords: operator, connectedRecords, runTimers: true });
    rememberHub(app, hub);
    const alice = await signIn(app, ALICE_TOKEN, 'sandbox-alice');
    const made = await json(send(app, 'POST', '/api/repositories', { cookie: alice, body: { fullName: TOOLS } }));
    const id = (made.body['repository'] as { id: string }).id;
    const bob = await signIn(app, BOB_TOKEN, 'sandbox-bob');
    const claimOn = (path: string, estimatedDays: number) => send(app, 'POST', path, { cookie: bob, body: { issueNumber: 7, githubUsername: 'sandbox-bob', handcashHandle: '$bob', estimatedDays } });
    expect((await claimOn(`/api/repositories/${id}/claims`, 3)).status).toBe(201);
    // The operator's #7, claimed for 30 days: the same timers, its own claim.
    expect((await claimOn('/api/claims', 30)).status).toBe(201);
    const records = hub.repositoryRecords!(TOOLS);
    // The expiry writes its history, then its notice: wait for both.
    await until(async () =>
      (await records.history.of(7)).some(({ kind }) => kind === 'expired') &&
      (await records.notices.inbox('bob')).some(({ kind }) => kind === 'expired'), 10_000);
    const board = (await json(send(app, 'GET', `/api/bounties?repository=${TOOLS}`))).body as unknown as Bounties;
    expect({
      board: board.bounties.map(({ issueNumber, status }) => [issueNumber, status]),
      listed: (await json(send(app, 'GET', `/api/repositories/${id}/claims`))).body['claims'],
      history: (await records.history.of(7)).map(({ kind }) => kind),
      // Bob's inbox holds both repositories' notices: one reminder and one expiry, acme/tools#7's.
      inbox: (await records.notices.inbox('bob')).map(({ kind, issueNumber }) => `${kind} #${issueNumber}`).sort(),
      operator: ((await json(send(app, 'GET', '/api/claims'))).body['claims'] as { issueNumber: number }[]).map(({ issueNumber }) => issueNumber),
      operatorHistory: (await hub.history.of(7)).map(({ kind }) => kind),
    }).toEqual({
      board: [[7, 'available']],
      listed: [],
      history: ['claimed', 'expired'],
      inbox: ['claim-reminder #7', 'claimed #7', 'claimed #7', 'expired #7'],
      operator: [7],
      operatorHistory: ['claimed'],
    });
  });
});
