import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryIssueTracker } from '../../../src/adapters/memory/memoryIssueTracker.adapter';
import { MemoryClaimBoard } from '../../../src/adapters/memory/memoryClaimBoard.adapter';
import { ContractsStore } from '../../../src/application/contracts/contractsStore';
import { CONTRACTS_CODE_UNAVAILABLE, LazyContractsStore } from '../../../src/application/contracts/lazyContractsStore';
import { issueRecord, records } from '../../support/contractRecords';
import { TEST_NOW } from '../../support/testContainer';

function setUp(create?: () => Promise<ContractsStore>) {
  const clock = new ManualClock(TEST_NOW);
  const tracker = new MemoryIssueTracker([{ kind: 'records', records: records([issueRecord(1), issueRecord(2)]), source: 'network', revalidating: false }]);
  const claims = new MemoryClaimBoard(clock, () => 'dev');
  let created = 0;
  const lazy = new LazyContractsStore(
    create ??
      (async () => {
        created += 1;
        return new ContractsStore(tracker, claims, clock);
      }),
    clock,
  );
  return { lazy, tracker, claims, clock, created: () => created };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('LazyContractsStore', () => {
  it('is loading until the first open, then mirrors the real store it created once', async () => {
    const { lazy, tracker, created } = setUp();
    expect({ phase: lazy.state.phase, created: created() }).toEqual({ phase: 'loading', created: 0 });
    lazy.open();
    await settle();
    lazy.close();
    lazy.open();
    expect({ phase: lazy.state.phase, count: lazy.state.contracts.length, created: created(), loads: tracker.loads }).toEqual({
      phase: 'ready', count: 2, created: 1, loads: 2,
    });
  });

  it('passes claims on to the real store, so a claim shows at once', async () => {
    const { lazy, claims } = setUp();
    lazy.open();
    await settle();
    const made = await firstValueFrom(claims.claim({ issueNumber: 2, githubUsername: 'dev', handcashHandle: 'dev-cash', estimatedDays: 3 }));
    if (made.ok) lazy.applyClaim(made.value);
    expect({ ok: made.ok, statuses: lazy.state.contracts.map((contract) => contract.status) }).toEqual({ ok: true, statuses: ['available', 'claimed'] });
  });

  it('shows the fallback explanation when the code cannot be loaded, and tries again on the next open', async () => {
    let attempts = 0;
    const { lazy } = setUp(async () => {
      attempts += 1;
      throw new Error('chunk failed');
    });
    lazy.open();
    await settle();
    lazy.open();
    await settle();
    expect({ phase: lazy.state.phase, failure: lazy.state.failure, attempts }).toEqual({
      phase: 'failed',
      failure: { error: { code: 'network', message: CONTRACTS_CODE_UNAVAILABLE }, seenAt: TEST_NOW },
      attempts: 2,
    });
  });
});
