import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryIssueTracker } from '../../../src/adapters/memory/memoryIssueTracker.adapter';
import { MemoryKeyValueStore } from '../../../src/adapters/memory/memoryKeyValueStore.adapter';
import { ClaimContract } from '../../../src/application/contracts/claimContract';
import { CLAIMS_STORAGE_KEY, ClaimsRepository } from '../../../src/application/contracts/claimsRepository';
import { ContractsStore } from '../../../src/application/contracts/contractsStore';
import { DAY_MS } from '../../../src/domain/contracts/contractConstants';
import type { RepositoryRecordsUpdate } from '../../../src/ports/issueTracker.port';
import { issueRecord, pullRecord, records } from '../../support/contractRecords';
import { TEST_NOW } from '../../support/testContainer';

function setUp(updates: RepositoryRecordsUpdate[], stored: Record<string, string> = {}) {
  const clock = new ManualClock(TEST_NOW);
  const tracker = new MemoryIssueTracker(updates);
  const storage = new MemoryKeyValueStore(stored);
  const claims = new ClaimsRepository(storage);
  const store = new ContractsStore(tracker, claims, clock);
  return { clock, tracker, storage, store, claim: new ClaimContract(claims, store, clock) };
}

const statusesOf = (store: ContractsStore) => store.state.contracts.map((contract) => [contract.githubIssueNumber, contract.status]);

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

  it('claims a contract, keeps the claim, and lets it expire after its deadline', () => {
    const { store, claim, clock, storage } = setUp([{ kind: 'records', records: records([issueRecord(5, { assigneeLogin: 'someone' })]), source: 'network', revalidating: false }]);
    store.open();
    expect(claim.execute({ issueNumber: 5, githubUsername: ' ', handcashHandle: 'h' })).toEqual({
      ok: false, error: { code: 'required-fields' },
    });
    const made = claim.execute({ issueNumber: 5, githubUsername: 'dev', handcashHandle: 'dev-cash', estimatedDays: 3 });
    expect(made.ok && made.value.deadline).toBe(TEST_NOW + 3 * DAY_MS);
    expect(store.state.contracts[0]?.assignee).toEqual({ githubUsername: 'dev', handcashHandle: 'dev-cash', claimedAt: TEST_NOW, deadline: TEST_NOW + 3 * DAY_MS });
    expect(JSON.parse(storage.read(CLAIMS_STORAGE_KEY) ?? '{}')['5'].githubUsername).toBe('dev');
    expect(statusesOf(store)).toEqual([[5, 'claimed']]);
    clock.advance(3 * DAY_MS + 60_000);
    expect(statusesOf(store)).toEqual([[5, 'expired']]);
  });

  it('ignores corrupted stored claims', () => {
    const { store } = setUp([{ kind: 'records', records: records([issueRecord(1)]), source: 'network', revalidating: false }], { [CLAIMS_STORAGE_KEY]: '{"1": {"githubUsername": 7}' });
    store.open();
    expect(statusesOf(store)).toEqual([[1, 'available']]);
  });

  it('stops listening when closed, and loads again on the next visit', () => {
    const { store, tracker } = setUp([{ kind: 'records', records: records([issueRecord(1)]), source: 'network', revalidating: false }]);
    store.open();
    store.close();
    store.open();
    expect(tracker.loads).toBe(2);
  });
});
