import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryClaimBoard } from '../../../src/adapters/memory/memoryClaimBoard.adapter';
import { MemoryContractFeed } from '../../../src/adapters/memory/memoryContractFeed.adapter';
import { MemoryIssueTracker } from '../../../src/adapters/memory/memoryIssueTracker.adapter';
import { ServerContractsStore } from '../../../src/application/contracts/serverContractsStore';
import { issueRecord, records } from '../../support/contractRecords';

const NOW = Date.UTC(2026, 10, 26, 12);
const RATE_LIMITED = { code: 'rate-limited' as const, message: 'GitHub’s rate limit is used up.' };

function storeOver(updates: ConstructorParameters<typeof MemoryIssueTracker>[0]) {
  const clock = new ManualClock(NOW);
  const tracker = new MemoryIssueTracker(updates);
  const feed = new MemoryContractFeed(tracker, new MemoryClaimBoard(clock, () => null), clock);
  return { store: new ServerContractsStore(feed, clock), tracker, feed, clock };
}
const network = (issues = [issueRecord(1)]) => ({ kind: 'records' as const, records: records(issues), source: 'network' as const, revalidating: false });

describe('the contracts store over the server', () => {
  it('shows the server’s contracts and their counts', () => {
    const { store } = storeOver([network([issueRecord(1), issueRecord(2, { state: 'closed' })])]);
    store.open();
    expect([store.state.phase, store.state.contracts.map((contract) => contract.status), store.state.stats.completed]).toEqual(['ready', ['available', 'completed'], 1]);
  });

  it('loads again when the server says its contracts changed, and every minute', () => {
    const { store, tracker, feed, clock } = storeOver([network()]);
    store.open();
    feed.changed();
    clock.advance(60_000);
    expect(tracker.loads).toBe(3);
    store.close();
    feed.changed();
    expect(tracker.loads).toBe(3);
  });

  it('shows the fallback when nothing could be loaded, and the notice when a refresh failed over data', () => {
    const { store, tracker } = storeOver([{ kind: 'failure', error: RATE_LIMITED }]);
    store.open();
    const failed = [store.state.phase, store.state.failure?.error];
    tracker.answer([network()]);
    store.refreshClaims();
    tracker.answer([{ kind: 'failure', error: RATE_LIMITED }]);
    store.refreshClaims();
    expect([failed, [store.state.phase, store.state.notice?.error, store.state.contracts.length]]).toEqual([
      ['failed', RATE_LIMITED],
      ['ready', RATE_LIMITED, 1],
    ]);
  });
});
