import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBsv, MAX_PAYMENT_SATOSHIS, parseBsvAmount } from '../../../src/domain/payments/bsvAmount';
import type { Payment } from '../../../src/domain/payments/payment';
import { explorerLink, leaderboard, paidOut } from '../../../src/domain/payments/paymentFigures';
import { isMaintainer, parseHandleList } from '../../../src/domain/payments/maintainers';
import {
  payability,
  prefillSatoshis,
  validatePaymentDraft,
} from '../../../src/domain/payments/paymentRules';

const KEY = 'k'.repeat(24);
const payment = (payee: string, satoshis: number, state: Payment['state'] = 'paid', issueNumber = 1): Payment => ({
  issueNumber,
  payer: 'maintainer',
  payee,
  satoshis,
  note: '',
  state,
  transactionId: state === 'paid' ? 'tx' : null,
  createdAt: 0,
  paidAt: state === 'paid' ? 1 : null,
});

describe('who may pay', () => {
  it('reads MAINTAINER_HANDLES without `$`, blanks, case or repeats', () => {
    expect(parseHandleList(' $Alice, bob,,$$carol , ALICE ')).toEqual(['alice', 'bob', 'carol']);
    expect(parseHandleList('')).toEqual([]);
  });

  it('knows a maintainer by handle with or without `$`, in any case', () => {
    const maintainers = parseHandleList('alice,bob');
    expect([isMaintainer('$Alice', maintainers), isMaintainer('bob', maintainers), isMaintainer('carol', maintainers)]).toEqual([true, true, false]);
  });

  it('never lets a handle outside the list pay', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9_]{1,12}$/)), fc.stringMatching(/^[a-z0-9_]{1,12}$/), (list, handle) => {
        expect(isMaintainer(`$${handle}`, parseHandleList(list.join(',')))).toBe(list.includes(handle));
      }),
    );
  });
});

describe('payability', () => {
  it('pays a completed contract once; a pending one waits for its check', () => {
    expect([
      payability('completed', null),
      payability('completed', { state: 'paid' }),
      payability('completed', { state: 'pending-check' }),
      payability('claimed', null),
    ]).toEqual([
      { ok: true, value: 'payable' },
      { ok: true, value: 'paid' },
      { ok: false, error: 'pending-check' },
      { ok: false, error: 'not-completed' },
    ]);
  });

  it('is payable only when completed and nothing is recorded', () => {
    const statuses = ['available', 'claimed', 'in_progress', 'submitted', 'expired', 'completed'] as const;
    fc.assert(
      fc.property(fc.constantFrom(...statuses), fc.constantFrom(null, 'paid' as const, 'pending-check' as const), (status, state) => {
        const answer = payability(status, state === null ? null : { state });
        expect(answer.ok && answer.value === 'payable').toBe(status === 'completed' && state === null);
      }),
    );
  });
});

describe('amounts', () => {
  it('parses BSV into satoshis and refuses the rest', () => {
    expect(['1', '0.5', ' 12.00000001 ', '0', '-1', '1.000000001', '1e3', '', '21000001'].map(parseBsvAmount)).toEqual([
      { ok: true, value: 100_000_000 },
      { ok: true, value: 50_000_000 },
      { ok: true, value: 1_200_000_001 },
      ...Array(6).fill({ ok: false, error: 'invalid-amount' }),
    ]);
  });

  it('formats and parses back to the same satoshis', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_PAYMENT_SATOSHIS }), (satoshis) => {
        expect(parseBsvAmount(formatBsv(satoshis))).toEqual({ ok: true, value: satoshis });
      }),
    );
    expect([formatBsv(150_000_000), formatBsv(1), formatBsv(200_000_000)]).toEqual(['1.5', '0.00000001', '2']);
  });

  it('prefills reward × BSV per BAPP, or nothing without a rate', () => {
    expect([prefillSatoshis(2000, 0.00001), prefillSatoshis(2000, null), prefillSatoshis(0, 1), prefillSatoshis(2000, 0)]).toEqual([
      2_000_000,
      null,
      null,
      null,
    ]);
  });
});

describe('validatePaymentDraft', () => {
  const draft = { payee: ' $octo ', amount: '0.02', note: ' thanks ', idempotencyKey: KEY };

  it('normalises a good draft', () => {
    expect(validatePaymentDraft(draft)).toEqual({ ok: true, value: { payee: 'octo', satoshis: 2_000_000, note: 'thanks', idempotencyKey: KEY } });
  });

  it('names the first bad field', () => {
    expect([
      validatePaymentDraft({ ...draft, payee: '$' }),
      validatePaymentDraft({ ...draft, payee: 'has space' }),
      validatePaymentDraft({ ...draft, amount: 'ten' }),
      validatePaymentDraft({ ...draft, note: 'x'.repeat(201) }),
      validatePaymentDraft({ ...draft, idempotencyKey: 'short' }),
    ].map((result) => !result.ok && result.error)).toEqual(['invalid-payee', 'invalid-payee', 'invalid-amount', 'note-too-long', 'invalid-key']);
  });
});

describe('figures', () => {
  it('sums paid payments only and ranks earners', () => {
    const payments = [payment('a', 5), payment('b', 7), payment('a', 3, 'paid', 2), payment('c', 100, 'pending-check')];
    expect(paidOut(payments)).toEqual({ satoshis: 15, count: 3 });
    expect(leaderboard(payments)).toEqual([
      { handle: 'a', contractsPaid: 2, satoshis: 8 },
      { handle: 'b', contractsPaid: 1, satoshis: 7 },
    ]);
  });

  it('the leaderboard is a regrouping: it keeps every paid satoshi', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.integer({ min: 1, max: 1e9 }), fc.boolean())), (rows) => {
        const payments = rows.map(([payee, satoshis, paid]) => payment(payee, satoshis, paid ? 'paid' : 'pending-check'));
        const board = leaderboard(payments);
        expect(board.reduce((sum, row) => sum + row.satoshis, 0)).toBe(paidOut(payments).satoshis);
        expect(board.every((row, index) => index === 0 || board[index - 1]!.satoshis >= row.satoshis)).toBe(true);
      }),
    );
  });

  it('builds an explorer link with the id encoded', () => {
    expect(explorerLink('https://whatsonchain.com/tx/{txid}', 'ab"<cd')).toBe('https://whatsonchain.com/tx/ab%22%3Ccd');
  });
});
