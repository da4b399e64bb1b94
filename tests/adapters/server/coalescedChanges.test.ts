import { describe, expect, it } from 'vitest';
import { CoalescedChanges } from '../../../src/adapters/server/coalescedChanges';
import type { ContractsView } from '../../../src/application/contracts/serverContracts';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const view = (tag: number): ContractsView => ({ contracts: [], checkedAt: tag, fault: null });

/** Contracts whose changes the test makes; `listening` says whether anyone listens. */
function contracts() {
  const listeners = new Set<(view: ContractsView) => void>();
  return {
    onChange(listener: (view: ContractsView) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change: (tag: number) => listeners.forEach((listener) => listener(view(tag))),
    listening: () => listeners.size,
  };
}

describe('the live stream’s coalesced changes', () => {
  it('tells the first change of a burst on the next turn, and the last one once the interval passed, nothing in between', async () => {
    const source = contracts();
    const made: number[] = [];
    const changes = new CoalescedChanges(source, 40, (told) => (made.push(told.checkedAt ?? 0), `"v${told.checkedAt}"`));
    const heard: string[] = [];
    changes.listen((tag) => heard.push(tag));
    source.change(1);
    await settle(5);
    for (let tag = 2; tag <= 100; tag += 1) source.change(tag);
    const midBurst = [...heard];
    await settle(80);
    expect({ midBurst, heard, made }).toEqual({ midBurst: ['"v1"'], heard: ['"v1"', '"v100"'], made: [1, 100] });
  });

  it('tells every listener the same tag, made once; stops listening to the contracts when the last stream leaves', async () => {
    const source = contracts();
    let made = 0;
    const changes = new CoalescedChanges(source, 10, () => `"t${(made += 1)}"`);
    const first: string[] = [];
    const second: string[] = [];
    const leaveFirst = changes.listen((tag) => first.push(tag));
    const leaveSecond = changes.listen((tag) => second.push(tag));
    source.change(1);
    await settle(5);
    leaveFirst();
    const whileOne = source.listening();
    leaveSecond();
    source.change(2);
    await settle(20);
    expect({ first, second, made, whileOne, after: source.listening() }).toEqual({ first: ['"t1"'], second: ['"t1"'], made: 1, whileOne: 1, after: 0 });
  });
});
