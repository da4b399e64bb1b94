import { describe, expect, it } from 'vitest';
import { FixedRandom } from '../../../src/adapters/memory/fixedRandom.adapter';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { PayReward } from '../../../src/application/payments/payReward';
import { PaymentsStore } from '../../../src/application/payments/paymentsStore';
import { UserSessionStore } from '../../../src/application/session/userSessionStore';
import { autoPayoutForAll, PayoutsDueStore } from '../../../src/application/payments/payoutsDueStore';
import type { AutoPayoutChoice } from '../../../src/domain/payments/autoPayout';
import type { Payment } from '../../../src/domain/payments/payment';
import type { PayoutDue } from '../../../src/domain/payments/payoutsDue';
import { err, ok } from '../../../src/domain/shared/result';
import type { PaymentDeskError, PaymentRequest } from '../../../src/ports/paymentDesk.port';
import { HeldDesk } from './heldPaymentDesk';
import { TEST_NOW } from '../../support/testContainer';
import { ALICE, serverKnowingAlice, signedIn } from '../session/sessionFixtures';

const due = (issueNumber: number, satoshis: number | null): PayoutDue => ({ issueNumber, title: `Contract ${issueNumber}`, payee: 'octo', reason: 'claimant-work', satoshis });
const choice = (scope: number, enabled: boolean): AutoPayoutChoice => ({ scope, enabled, maintainer: 'alice', updatedAt: TEST_NOW });
const payment = (issueNumber: number): Payment => ({
  issueNumber,
  payer: 'alice',
  payee: 'octo',
  satoshis: 150_000_000,
  note: '',
  state: 'paid',
  transactionId: 'tx',
  createdAt: TEST_NOW,
  paidAt: TEST_NOW,
});
const REFUSED: PaymentDeskError = { code: 'refused', reason: 'insufficient-balance', message: 'Not enough money' };
const FORBIDDEN: PaymentDeskError = { code: 'forbidden', message: 'Only a maintainer can pay contracts' };

function setUp() {
  const desk = new HeldDesk();
  const { container, adapters } = signedIn({ clock: new ManualClock(TEST_NOW), sessions: serverKnowingAlice(ALICE) });
  const payReward = new PayReward(desk, new PaymentsStore(desk), container.get(UserSessionStore), adapters.config, new FixedRandom(0));
  const store = new PayoutsDueStore(desk, payReward);
  return { desk, store };
}

describe('PayoutsDueStore', () => {
  it('loads the payouts due and the choices; a second load keeps them shown, a failure is said until a load succeeds', () => {
    const { desk, store } = setUp();
    const idle = store.state;
    store.refresh();
    const loading = store.state.phase;
    desk.of('due')[0]!.answer.next(ok({ payouts: [due(4, 1000)], autoPayouts: [choice(0, true)] }));
    const ready = store.state;
    store.refresh();
    const reloading = store.state.phase;
    desk.of('due')[1]!.answer.next(err(FORBIDDEN));
    const failed = store.state;
    store.refresh();
    desk.of('due')[2]!.answer.next(ok({ payouts: [], autoPayouts: [] }));
    expect({ idle, loading, ready, reloading, failed, again: store.state }).toEqual({
      idle: { phase: 'idle', payouts: [], autoPayouts: [], paying: null, failure: null },
      loading: 'loading',
      ready: { phase: 'ready', payouts: [due(4, 1000)], autoPayouts: [choice(0, true)], paying: null, failure: null },
      reloading: 'ready',
      failed: { phase: 'ready', payouts: [due(4, 1000)], autoPayouts: [choice(0, true)], paying: null, failure: FORBIDDEN },
      again: { phase: 'ready', payouts: [], autoPayouts: [], paying: null, failure: null },
    });
  });

  it('lets the newest load win: one still under way is dropped when another starts', () => {
    const { desk, store } = setUp();
    store.refresh();
    store.refresh();
    const [first, second] = desk.of('due');
    const dropped = !first!.answer.observed;
    first!.answer.next(ok({ payouts: [due(1, 1)], autoPayouts: [] }));
    const afterFirst = store.state.phase;
    second!.answer.next(ok({ payouts: [due(2, 2)], autoPayouts: [] }));
    expect({ dropped, afterFirst, payouts: store.state.payouts }).toEqual({ dropped: true, afterFirst: 'loading', payouts: [due(2, 2)] });
  });

  it('pays a payout with one click: its worker, its reward in BSV, a fresh key; one at a time; then loads again', () => {
    const { desk, store } = setUp();
    store.pay(due(4, 150_000_000));
    const paying = store.state;
    store.pay(due(5, 1000));
    const sent = desk.of('pay').map((call) => call.args[0]);
    desk.of('pay')[0]!.answer.next(ok(payment(4)));
    expect({ paying: [paying.paying, paying.failure], sent, after: [store.state.paying, store.state.failure], loads: desk.of('due').length }).toEqual({
      paying: [4, null],
      sent: [{ issueNumber: 4, payee: 'octo', amount: '1.5', note: '', idempotencyKey: 'A'.repeat(24) }],
      after: [null, null],
      loads: 1,
    });
  });

  it('says why a payment failed, frees the button and does not load again; a payout without an amount is not paid here', () => {
    const { desk, store } = setUp();
    store.pay(due(7, null));
    const withoutAmount = [desk.calls.length, store.state.paying];
    store.pay(due(4, 1000));
    desk.of('pay')[0]!.answer.next(err(REFUSED));
    expect({ withoutAmount, after: [store.state.paying, store.state.failure], loads: desk.of('due').length, amount: (desk.of('pay')[0]!.args[0] as PaymentRequest).amount }).toEqual({
      withoutAmount: [0, null],
      after: [null, REFUSED],
      loads: 0,
      amount: '0.00001',
    });
  });

  it('turns paying on merge on for every contract: the choice replaces the one of its scope, and the list loads again', () => {
    const { desk, store } = setUp();
    store.refresh();
    desk.of('due')[0]!.answer.next(ok({ payouts: [], autoPayouts: [choice(0, false), choice(3, true)] }));
    const before = autoPayoutForAll(store.state);
    store.chooseForAll(true);
    const asked = desk.of('chooseAutoPayout').map((call) => call.args);
    desk.of('chooseAutoPayout')[0]!.answer.next(ok(choice(0, true)));
    expect({ before, asked, choices: store.state.autoPayouts, forAll: autoPayoutForAll(store.state), loads: desk.of('due').length }).toEqual({
      before: false,
      asked: [[null, true]],
      choices: [choice(0, true), choice(3, true)],
      forAll: true,
      loads: 2,
    });
  });

  it('says why a choice failed and keeps the choices shown', () => {
    const { desk, store } = setUp();
    store.refresh();
    desk.of('due')[0]!.answer.next(ok({ payouts: [], autoPayouts: [choice(0, true)] }));
    store.chooseForAll(false);
    desk.of('chooseAutoPayout')[0]!.answer.next(err(FORBIDDEN));
    expect({ failure: store.state.failure, choices: store.state.autoPayouts, loads: desk.of('due').length }).toEqual({ failure: FORBIDDEN, choices: [choice(0, true)], loads: 1 });
  });

  it('pays on merge for all only when the choice for every contract is on', () => {
    expect([
      autoPayoutForAll({ autoPayouts: [] }),
      autoPayoutForAll({ autoPayouts: [choice(3, true)] }),
      autoPayoutForAll({ autoPayouts: [choice(0, false)] }),
      autoPayoutForAll({ autoPayouts: [choice(3, false), choice(0, true)] }),
    ]).toEqual([false, false, false, true]);
  });

  it('drops every request under way when disposed, and ends its state stream', () => {
    const { desk, store } = setUp();
    let completed = false;
    store.state$.subscribe({ complete: () => (completed = true) });
    store.refresh();
    store.pay(due(4, 1000));
    store.chooseForAll(true);
    const before = desk.calls.map((call) => call.answer.observed);
    store.dispose();
    expect({ before, after: desk.calls.map((call) => call.answer.observed), completed }).toEqual({ before: [true, true, true], after: [false, false, false], completed: true });
  });
});
