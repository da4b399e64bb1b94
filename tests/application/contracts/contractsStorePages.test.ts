import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryClaimBoard } from '../../../src/adapters/memory/memoryClaimBoard.adapter';
import { ContractsStore } from '../../../src/application/contracts/contractsStore';
import type { IssueTracker, RepositoryRecordsUpdate } from '../../../src/ports/issueTracker.port';
import { issueRecord, pullRecord, records } from '../../support/contractRecords';
import { TEST_NOW } from '../../support/testContainer';

/** A tracker whose updates the test sends one by one, as pages and change events arrive. */
const liveTracker = () => {
  const updates = new Subject<RepositoryRecordsUpdate>();
  const tracker: IssueTracker = { load: () => updates };
  return { updates, tracker };
};

const page = (count: number, revalidating: boolean, merged = false): RepositoryRecordsUpdate => ({
  kind: 'records',
  records: records(Array.from({ length: count }, (_, index) => issueRecord(index + 1)), [pullRecord(900, 1, merged ? { state: 'closed', merged: true } : {})]),
  source: 'network',
  revalidating,
});

describe('ContractsStore with paged and live records', () => {
  it('shows the first page at once, adds later pages as they arrive and counts them all', () => {
    const { updates, tracker } = liveTracker();
    const store = new ContractsStore(tracker, new MemoryClaimBoard(new ManualClock(TEST_NOW), () => null), new ManualClock(TEST_NOW));
    store.open();
    const seen: [number, boolean, number][] = [];
    for (const update of [page(100, true), page(200, true), page(250, false)]) {
      updates.next(update);
      seen.push([store.state.contracts.length, store.state.refreshing, store.state.stats.available + store.state.stats.underReview]);
    }
    expect(seen).toEqual([
      [100, true, 100],
      [200, true, 200],
      [250, false, 250],
    ]);
  });

  it('re-derives when the records change while the page is open (a merged pull request completes its contract)', () => {
    const { updates, tracker } = liveTracker();
    const store = new ContractsStore(tracker, new MemoryClaimBoard(new ManualClock(TEST_NOW), () => null), new ManualClock(TEST_NOW));
    store.open();
    updates.next(page(3, false));
    const before = store.state.contracts[0]?.status;
    updates.next(page(3, false, true));
    expect([before, store.state.contracts[0]?.status, store.state.stats.completed]).toEqual(['submitted', 'completed', 1]);
  });
});
