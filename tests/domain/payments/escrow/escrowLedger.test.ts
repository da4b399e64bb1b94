import { describe, expect, it } from 'vitest';
import {
  beginFunding,
  beginPayout,
  beginRefund,
  dropPending,
  escrowBalance,
  settleFunding,
  settlePayout,
  settleRefund,
  type EscrowEntry,
} from '../../../../src/domain/payments/escrow/escrowLedger';

const request = { repository: 'acme/tools', issueNumber: 7, funder: 'maintainer', satoshis: 5_000_000, at: 10 };

const funded = (): EscrowEntry => {
  const begun = beginFunding(null, request);
  if (!begun.ok) throw new Error('funding refused');
  const settled = settleFunding(begun.value, 'tx-fund', 20);
  if (!settled.ok) throw new Error('settlement refused');
  return settled.value;
};

const valueOf = <T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!result.ok) throw new Error(`refused: ${String(result.error)}`);
  return result.value;
};

describe('the escrow ledger', () => {
  it('funds, then holds the reward once the funder’s wallet paid', () => {
    const { at: _at, ...fields } = request;
    expect(funded()).toEqual({ ...fields, state: 'held', payee: null, fundTransactionId: 'tx-fund', releaseTransactionId: null, createdAt: 10, fundedAt: 20, endedAt: null });
  });

  it('refuses an amount that is not a positive whole number of satoshis (invalid-amount)', () => {
    for (const satoshis of [0, -1, 1.5, Number.NaN]) expect(beginFunding(null, { ...request, satoshis })).toEqual({ ok: false, error: 'invalid-amount' });
  });

  it('refuses funding a contract funded or being funded (already-funded)', () => {
    const pending = valueOf(beginFunding(null, request));
    expect([beginFunding(pending, request), beginFunding(funded(), request)]).toEqual([
      { ok: false, error: 'already-funded' },
      { ok: false, error: 'already-funded' },
    ]);
  });

  it('refuses funding again a contract paid or refunded (already-paid, already-refunded)', () => {
    const paid = valueOf(settlePayout(valueOf(beginPayout(funded(), 'alice')), 'tx-pay', 30));
    const refunded = valueOf(settleRefund(valueOf(beginRefund(funded())), 'tx-back', 30));
    expect([beginFunding(paid, request), beginFunding(refunded, request)]).toEqual([
      { ok: false, error: 'already-paid' },
      { ok: false, error: 'already-refunded' },
    ]);
  });

  it('refuses paying or refunding what is not funded (not-funded)', () => {
    const pending = valueOf(beginFunding(null, request));
    expect([beginPayout(null, 'alice'), beginPayout(pending, 'alice'), beginRefund(null), beginRefund(pending)].map((result) => result.ok || result.error)).toEqual([
      'not-funded',
      'not-funded',
      'not-funded',
      'not-funded',
    ]);
  });

  it('pays once: a second payout of a paid escrow is refused (already-paid), and so is its refund', () => {
    const paid = valueOf(settlePayout(valueOf(beginPayout(funded(), 'alice')), 'tx-pay', 30));
    expect(paid).toMatchObject({ state: 'paid', payee: 'alice', releaseTransactionId: 'tx-pay', endedAt: 30 });
    expect([beginPayout(paid, 'alice'), settlePayout(paid, 'tx-2', 40), beginRefund(paid)].map((result) => result.ok || result.error)).toEqual([
      'already-paid',
      'already-paid',
      'already-paid',
    ]);
  });

  it('refunds once: a second refund is refused (already-refunded), and so is a payout', () => {
    const refunded = valueOf(settleRefund(valueOf(beginRefund(funded())), 'tx-back', 30));
    expect([beginRefund(refunded), settleRefund(refunded, 'tx-2', 40), beginPayout(refunded, 'alice')].map((result) => result.ok || result.error)).toEqual([
      'already-refunded',
      'already-refunded',
      'already-refunded',
    ]);
  });

  it('refuses a refund while a payout runs, and a payout while a refund runs (escrow-busy)', () => {
    const paying = valueOf(beginPayout(funded(), 'alice'));
    const refunding = valueOf(beginRefund(funded()));
    expect([beginRefund(paying), beginPayout(refunding, 'alice')]).toEqual([
      { ok: false, error: 'escrow-busy' },
      { ok: false, error: 'escrow-busy' },
    ]);
  });

  it('continues a payout or refund already under way (a second delivery) with the same payee', () => {
    const paying = valueOf(beginPayout(funded(), 'alice'));
    expect([beginPayout(paying, 'mallory'), beginRefund(valueOf(beginRefund(funded())))].map((result) => result.ok && result.value.state)).toEqual(['paying', 'refunding']);
    expect(valueOf(beginPayout(paying, 'mallory')).payee).toBe('alice');
  });

  it('refuses settling what does not wait for it (not-pending)', () => {
    expect([settleFunding(funded(), 'tx', 1), settlePayout(funded(), 'tx', 1), settleRefund(funded(), 'tx', 1), dropPending(funded()), dropPending(null)].map((result) => result.ok || result.error)).toEqual([
      'not-pending',
      'not-pending',
      'not-pending',
      'not-pending',
      'not-pending',
    ]);
  });

  it('drops a funding the wallet did not make (no escrow), and holds again a release it did not make', () => {
    const paying = valueOf(beginPayout(funded(), 'alice'));
    expect([valueOf(dropPending(valueOf(beginFunding(null, request)))), valueOf(dropPending(paying))?.state, valueOf(dropPending(paying))?.payee]).toEqual([null, 'held', null]);
  });

  it('balances what it holds, paid and refunded', () => {
    const paid = valueOf(settlePayout(valueOf(beginPayout(funded(), 'alice')), 'tx-pay', 30));
    const refunded = { ...valueOf(settleRefund(valueOf(beginRefund(funded())), 'tx-back', 30)), issueNumber: 8, satoshis: 3 };
    const held = { ...funded(), issueNumber: 9, satoshis: 2 };
    const pending = { ...valueOf(beginFunding(null, request)), issueNumber: 10 };
    expect(escrowBalance([paid, refunded, held, pending])).toEqual({ funded: 5_000_005, paid: 5_000_000, refunded: 3, held: 2 });
  });
});
