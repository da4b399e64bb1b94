import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MemoryClaimBoard } from '../../../src/adapters/memory/memoryClaimBoard.adapter';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryIssueTracker } from '../../../src/adapters/memory/memoryIssueTracker.adapter';
import { ClaimContract } from '../../../src/application/contracts/claimContract';
import { ContractsStore } from '../../../src/application/contracts/contractsStore';
import { ReleaseClaim } from '../../../src/application/contracts/releaseClaim';
import { UserSessionStore } from '../../../src/application/session/userSessionStore';
import type { Claim } from '../../../src/domain/contracts/claim';
import { DAY_MS, MINUTE_MS } from '../../../src/domain/contracts/contractConstants';
import type { RepositoryRecordsUpdate } from '../../../src/ports/issueTracker.port';
import { issueRecord, pullRecord, records } from '../../support/contractRecords';
import { createTestContainer, TEST_NOW } from '../../support/testContainer';
import { ALICE, serverKnowingAlice } from '../session/sessionFixtures';

const bobsClaim: Claim = { issueNumber: 5, githubUsername: 'bobby', handcashHandle: 'bob', claimedBy: 'bob', claimedAt: TEST_NOW - DAY_MS, deadline: TEST_NOW + DAY_MS };

function setUp(updates: RepositoryRecordsUpdate[], held: readonly Claim[] = []) {
  const clock = new ManualClock(TEST_NOW);
  const sessions = serverKnowingAlice();
  const tracker = new MemoryIssueTracker(updates);
  const claims = new MemoryClaimBoard(clock, () => sessions.signedIn?.handle ?? null, held);
  const { container } = createTestContainer({ clock, sessions, claims, issueTracker: tracker });
  const session = container.get(UserSessionStore);
  // The real store, not the lazy one the container binds, so every state change is synchronous.
  const store = new ContractsStore(tracker, claims, clock);
  return {
    clock,
    tracker,
    claims,
    store,
    claim: new ClaimContract(claims, store, session, clock),
    release: new ReleaseClaim(claims, store, session),
    session,
  };
}

const statusesOf = (store: ContractsStore) => store.state.contracts.map((contract) => [contract.githubIssueNumber, contract.status]);
const loaded = (...numbers: number[]): RepositoryRecordsUpdate[] => [
  { kind: 'records', records: records(numbers.map((number) => issueRecord(number))), source: 'network', revalidating: false },
];

describe('ContractsStore', () => {
  it('loads, derives statuses and counts', () => {
    const { store } = setUp([{ kind: 'records', records: records([issueRecord(1), issueRecord(2, { state: 'closed' }), issueRecord(3)], [pullRecord(9, 3)]), source: 'network', revalidating: false }]);
    expect(store.state.phase).toBe('loading');
    store.open();
    expect({ phase: store.state.phase, statuses: statusesOf(store), stats: store.state.stats }).toEqual({
      phase: 'ready',
      statuses: [[1, 'available'], [2, 'completed'], [3, 'submitted']],
      stats: { available: 1, inProgress: 0, underReview: 1, completed: 1 },
    });
  });

  it('fails with the error and when it was seen when nothing could be loaded', () => {
    const error = { code: 'rate-limited', message: 'Rate limit used up.', rateLimitResetAt: TEST_NOW + 10 * 60_000 } as const;
    const { store } = setUp([{ kind: 'failure', error }]);
    store.open();
    expect({ phase: store.state.phase, failure: store.state.failure, notice: store.state.notice }).toEqual({
      phase: 'failed',
      failure: { error, seenAt: TEST_NOW },
      notice: null,
    });
  });

  it('keeps the last good data with a notice when a refresh fails', () => {
    const { store } = setUp([
      { kind: 'records', records: records([issueRecord(1)]), source: 'cache', revalidating: true },
      { kind: 'failure', error: { code: 'http-status', message: 'GitHub answered 502.' } },
    ]);
    store.open();
    expect({ phase: store.state.phase, count: store.state.contracts.length, refreshing: store.state.refreshing, notice: store.state.notice }).toEqual({
      phase: 'ready', count: 1, refreshing: false,
      notice: { error: { code: 'http-status', message: 'GitHub answered 502.' }, seenAt: TEST_NOW },
    });
  });

  it('shows everyone’s claims: a claim by someone else makes the contract claimed, and expired at its deadline', () => {
    const { store, clock } = setUp(loaded(5, 6), [bobsClaim]);
    store.open();
    expect([statusesOf(store), store.state.contracts[0]?.assignee]).toEqual([
      [[5, 'claimed'], [6, 'available']],
      { githubUsername: 'bobby', handcashHandle: 'bob', claimedBy: 'bob', claimedAt: bobsClaim.claimedAt, deadline: bobsClaim.deadline },
    ]);
    clock.advance(DAY_MS);
    expect(statusesOf(store)).toEqual([[5, 'expired'], [6, 'available']]);
  });

  it('claims for the signed-in person, refuses a contract someone holds (showing the holder), and releases', async () => {
    const { store, claim, release } = setUp(loaded(5, 6), [bobsClaim]);
    store.open();
    const invalid = await firstValueFrom(claim.execute({ issueNumber: 6, githubUsername: ' ', handcashHandle: 'h' }));
    const taken = await firstValueFrom(claim.execute({ issueNumber: 5, githubUsername: 'al', handcashHandle: 'alice' }));
    const made = await firstValueFrom(claim.execute({ issueNumber: 6, githubUsername: 'al', handcashHandle: '$alice', estimatedDays: 3 }));
    expect([invalid, taken.ok || taken.error.code, made]).toEqual([
      { ok: false, error: { code: 'required-fields' } },
      'taken',
      { ok: true, value: { issueNumber: 6, githubUsername: 'al', handcashHandle: 'alice', claimedBy: ALICE.handle, claimedAt: TEST_NOW, deadline: TEST_NOW + 3 * DAY_MS } },
    ]);
    expect(statusesOf(store)).toEqual([[5, 'claimed'], [6, 'claimed']]);
    const refused = await firstValueFrom(release.execute(5));
    await firstValueFrom(release.execute(6));
    expect([refused.ok || refused.error.code, statusesOf(store)]).toEqual(['forbidden', [[5, 'claimed'], [6, 'available']]]);
  });

  it('ends the session when the server says authentication expired', async () => {
    const { store, claim, claims, session } = setUp(loaded(6));
    store.open();
    claims.failure = { code: 'authentication-expired', message: 'Authentication expired, please login again' };
    await firstValueFrom(claim.execute({ issueNumber: 6, githubUsername: 'al', handcashHandle: 'alice' }));
    expect([session.state.session, session.state.notice]).toEqual([null, { code: 'authentication-expired' }]);
  });

  it('shows the contracts without claims, saying why, when the claims cannot be loaded; picks up new claims each minute', () => {
    const { store, claims, clock } = setUp(loaded(5));
    claims.failure = { code: 'unavailable', message: 'The database is not available right now.' };
    store.open();
    const failed = [statusesOf(store), store.state.claimsNotice];
    claims.failure = null;
    void firstValueFrom(claims.claim({ issueNumber: 5, githubUsername: 'al', handcashHandle: 'alice' }));
    clock.advance(MINUTE_MS);
    expect([failed, statusesOf(store), store.state.claimsNotice]).toEqual([
      [[[5, 'available']], 'The database is not available right now.'],
      [[5, 'claimed']],
      null,
    ]);
  });

  it('stops listening when closed, and loads again on the next visit', () => {
    const { store, tracker } = setUp(loaded(1));
    store.open();
    store.close();
    store.open();
    expect([tracker.loads, statusesOf(store)]).toEqual([2, [[1, 'available']]]);
  });
});
