import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryPaymentDesk } from '../../../src/adapters/memory/memoryPaymentDesk.adapter';
import { AutoPayoutSwitchStore, paysOnMerge, paysOnMergeThroughAll } from '../../../src/application/payments/autoPayoutSwitch';
import { ALL_CONTRACTS, type AutoPayoutChoice } from '../../../src/domain/payments/autoPayout';

const choice = (scope: number, enabled: boolean): AutoPayoutChoice => ({ scope, enabled, maintainer: 'alice', updatedAt: 1 });

describe('a contract’s automatic payout switch', () => {
  it('is on by the contract’s own choice, else by the one for all; only the latter is “through all”', () => {
    const cases = [[], [choice(ALL_CONTRACTS, true)], [choice(ALL_CONTRACTS, true), choice(7, false)], [choice(7, true)], [choice(ALL_CONTRACTS, false), choice(7, true)], [choice(8, true)]];
    expect(cases.map((choices) => [paysOnMerge(7, { choices }), paysOnMergeThroughAll(7, { choices })])).toEqual([
      [false, false],
      [true, true],
      [false, false],
      [true, false],
      [true, false],
      [false, false],
    ]);
  });

  it('loads the server’s choices, keeps this contract’s own, and says why the server refused', () => {
    let who: string | null = 'alice';
    const desk = new MemoryPaymentDesk(new ManualClock(5), () => who, ['alice']);
    desk.autoPayouts = [choice(ALL_CONTRACTS, true)];
    const store = new AutoPayoutSwitchStore(desk, 7);
    const loading = store.state.phase;
    store.load();
    const loaded = paysOnMerge(7, store.state);
    store.choose(false);
    const afterChoice = [paysOnMerge(7, store.state), store.state.saving, desk.autoPayouts];
    who = 'mallory';
    store.choose(true);
    expect([loading, loaded, afterChoice, paysOnMerge(7, store.state), store.state.failure?.code]).toEqual([
      'loading',
      true,
      [false, false, [choice(ALL_CONTRACTS, true), { scope: 7, enabled: false, maintainer: 'alice', updatedAt: 5 }]],
      false,
      'forbidden',
    ]);
  });
});
