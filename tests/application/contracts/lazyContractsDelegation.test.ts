import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { INITIAL_CONTRACTS_STATE, type ContractsState, type ContractsStore } from '../../../src/application/contracts/contractsState';
import { LazyContractsStore } from '../../../src/application/contracts/lazyContractsStore';
import type { Claim } from '../../../src/domain/contracts/claim';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const claim: Claim = { issueNumber: 3, githubUsername: 'dev', handcashHandle: 'dev', claimedBy: 'dev', claimedAt: 0, deadline: 1 };

/** A real store that records what it is told. */
function recordingStore() {
  const told: string[] = [];
  const subject = new BehaviorSubject<ContractsState>({ ...INITIAL_CONTRACTS_STATE, phase: 'ready' });
  const store: ContractsStore = {
    get state() {
      return subject.getValue();
    },
    state$: subject.asObservable(),
    open: () => told.push('open'),
    close: () => told.push('close'),
    refreshClaims: () => told.push('refreshClaims'),
    applyClaim: (applied) => told.push(`applyClaim ${applied.issueNumber}`),
    removeClaim: (issueNumber) => told.push(`removeClaim ${issueNumber}`),
    dispose: () => told.push('dispose'),
  };
  return { store, told };
}

describe('LazyContractsStore delegation', () => {
  it('tells nothing before the real store exists, then passes every command on to it', async () => {
    const { store, told } = recordingStore();
    const lazy = new LazyContractsStore(async () => store, new ManualClock(0));
    lazy.refreshClaims();
    lazy.applyClaim(claim);
    lazy.removeClaim(3);
    lazy.close();
    lazy.open();
    lazy.open();
    await settle();
    lazy.refreshClaims();
    lazy.applyClaim(claim);
    lazy.removeClaim(3);
    lazy.close();
    lazy.dispose();
    expect({ told, phase: lazy.state.phase }).toEqual({
      told: ['open', 'refreshClaims', 'applyClaim 3', 'removeClaim 3', 'close', 'dispose'],
      phase: 'ready',
    });
  });

  it('does not open the real store when the page was left before its code arrived', async () => {
    const { store, told } = recordingStore();
    const lazy = new LazyContractsStore(async () => store, new ManualClock(0));
    lazy.open();
    lazy.close();
    await settle();
    expect({ told, mirrored: lazy.state.phase }).toEqual({ told: [], mirrored: 'ready' });
  });

  it('shows no failure when the page was left before the code failed to load', async () => {
    const lazy = new LazyContractsStore(() => Promise.reject(new Error('chunk failed')), new ManualClock(0));
    lazy.open();
    lazy.close();
    await settle();
    expect(lazy.state).toEqual(INITIAL_CONTRACTS_STATE);
  });

  it('can be disposed before anything loaded', () => {
    const lazy = new LazyContractsStore(() => new Promise<ContractsStore>(() => undefined), new ManualClock(0));
    let completed = false;
    lazy.state$.subscribe({ complete: () => (completed = true) });
    lazy.dispose();
    expect(completed).toBe(true);
  });
});
