import { describe, expect, it } from 'vitest';
import { PaymentsStore } from '../../../src/application/payments/paymentsStore';
import type { Payment } from '../../../src/domain/payments/payment';
import { HeldDesk } from './heldPaymentDesk';

describe('PaymentsStore', () => {
  it('lets the newest load win, and drops a load under way when disposed, ending its state stream', () => {
    const desk = new HeldDesk();
    const store = new PaymentsStore(desk);
    let completed = false;
    store.state$.subscribe({ complete: () => (completed = true) });
    store.refresh();
    store.refresh();
    const [first, second] = desk.of('list');
    const replaced = first!.answer.observed;
    store.dispose();
    expect({ replaced, dropped: second!.answer.observed, completed }).toEqual({ replaced: false, dropped: false, completed: true });
  });

  it('counts every repository’s payments in Paid out and the leaderboard; the contracts’ cards take the operator’s own only', () => {
    const desk = new HeldDesk();
    const store = new PaymentsStore(desk);
    const paid = (issueNumber: number, payee: string, satoshis: number, repository?: string): Payment => ({
      ...(repository === undefined ? {} : { repository }),
      issueNumber,
      payer: 'maint',
      payee,
      satoshis,
      note: '',
      state: 'paid',
      transactionId: `tx-${issueNumber}-${repository ?? ''}`,
      createdAt: 1,
      paidAt: 2,
    });
    store.refresh();
    desk.of('list')[0]!.answer.next({ ok: true, value: [paid(7, 'bob', 5_000, 'acme/tools'), paid(7, 'carol', 1_000), paid(3, 'bob', 2_000, 'acme/widgets')] });
    const { byIssue, paidOut, leaderboard } = store.state;
    expect([byIssue.get(7)?.payee, byIssue.size, paidOut]).toEqual(['carol', 1, { satoshis: 8_000, count: 3 }]);
    expect(leaderboard.map(({ handle, contractsPaid, satoshis }) => [handle, contractsPaid, satoshis])).toEqual([
      ['bob', 2, 7_000],
      ['carol', 1, 1_000],
    ]);
    store.record(paid(4, 'dave', 500));
    expect([store.state.paidOut, store.state.byIssue.size]).toEqual([{ satoshis: 8_500, count: 4 }, 2]);
  });
});
