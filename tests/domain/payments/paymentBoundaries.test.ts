import { describe, expect, it } from 'vitest';
import { MAX_PAYMENT_SATOSHIS, parseBsvAmount, SATOSHIS_PER_BSV } from '../../../src/domain/payments/bsvAmount';
import { PAYMENT_NOTE_MAX_LENGTH, type Payment } from '../../../src/domain/payments/payment';
import { leaderboard } from '../../../src/domain/payments/paymentFigures';
import { prefillSatoshis, validatePaymentDraft } from '../../../src/domain/payments/paymentRules';
import { isValidRepositoryName } from '../../../src/domain/shared/repositoryName';
import { safeHttpUrl } from '../../../src/domain/shared/httpUrl';

const paid = (payee: string, satoshis: number, issueNumber: number): Payment => ({
  issueNumber,
  payer: 'maintainer',
  payee,
  satoshis,
  note: '',
  state: 'paid',
  transactionId: 'tx',
  createdAt: 0,
  paidAt: 1,
});

const draft = (overrides: Partial<Parameters<typeof validatePaymentDraft>[0]> = {}) => ({
  payee: '$octo',
  amount: '0.5',
  note: '',
  idempotencyKey: 'k'.repeat(24),
  ...overrides,
});

describe('payment boundaries', () => {
  it('accepts the whole supply of 21 million BSV and not a satoshi more', () => {
    expect([parseBsvAmount('21000000'), parseBsvAmount('21000000.00000001')]).toEqual([
      { ok: true, value: MAX_PAYMENT_SATOSHIS },
      { ok: false, error: 'invalid-amount' },
    ]);
  });

  it('prefills the reward at the configured rate only with a positive rate and reward, within the supply', () => {
    expect([
      prefillSatoshis(1000, 0.001),
      prefillSatoshis(1000, null),
      prefillSatoshis(1000, 0),
      prefillSatoshis(1000, -1),
      prefillSatoshis(0, 0.001),
      prefillSatoshis(-5, 0.001),
      // Two negatives make a positive product: still no amount.
      prefillSatoshis(-5, -0.001),
      prefillSatoshis(21_000_000, 1),
      prefillSatoshis(21_000_001, 1),
      prefillSatoshis(1, 1e-9),
    ]).toEqual([SATOSHIS_PER_BSV, null, null, null, null, null, null, MAX_PAYMENT_SATOSHIS, null, null]);
  });

  it('takes a note of up to 200 characters, keys of 16 to 64 URL-safe characters only', () => {
    expect(PAYMENT_NOTE_MAX_LENGTH).toBe(200);
    expect(
      [
        draft({ note: 'x'.repeat(200) }),
        draft({ note: 'x'.repeat(201) }),
        draft({ idempotencyKey: 'k'.repeat(16) }),
        draft({ idempotencyKey: 'k'.repeat(64) }),
        draft({ idempotencyKey: 'k'.repeat(15) }),
        draft({ idempotencyKey: `!${'k'.repeat(20)}` }),
        draft({ idempotencyKey: `${'k'.repeat(20)}!` }),
      ].map((candidate) => (validatePaymentDraft(candidate).ok ? 'ok' : (validatePaymentDraft(candidate) as { error: string }).error)),
    ).toEqual(['ok', 'note-too-long', 'ok', 'ok', 'invalid-key', 'invalid-key', 'invalid-key']);
  });

  it('ranks equal earners by contracts paid, then by handle', () => {
    const payments = [paid('zed', 10, 1), paid('amy', 10, 2), paid('bob', 5, 3), paid('bob', 5, 4), paid('cat', 10, 5)];
    expect(leaderboard(payments).map((row) => row.handle)).toEqual(['bob', 'amy', 'cat', 'zed']);
  });
});

describe('shared rules', () => {
  it('knows an owner/name repository', () => {
    expect(['bsv/workbench', 'a.b_c-d/e.f', 'bsv', 'bsv/', '/x', 'a/b/c', 'x bsv/workbench', 'bsv/workbench x', 'bs v/w'].map(isValidRepositoryName)).toEqual([
      true, true, false, false, false, false, false, false, false,
    ]);
  });

  it('keeps only absolute http(s) URLs with a host', () => {
    expect(['https://a.example/x', 'see https://a.example', 'javascript:https://a.example', 'https://', 'https://?q', 'http://#x'].map(safeHttpUrl)).toEqual([
      'https://a.example/x',
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
