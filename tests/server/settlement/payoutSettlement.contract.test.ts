import { describe, expect, it } from 'vitest';
import { SqlPaymentRepository } from '../../../src/adapters/database/sqlPaymentRepository';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { PlainTokenCipher } from '../../../src/adapters/memory/plainTokenCipher.adapter';
import { payFails, ScriptedPaymentGateway } from '../../../src/adapters/memory/scriptedPaymentGateway.adapter';
import { ServerPayments } from '../../../src/application/payments/serverPayments';
import type { DatabaseConnection } from '../../../src/adapters/database/database';
import { openEmpty, prepare, reopenableDatabases } from './reopenableDatabases';
import { OPERATOR, payer, settlementOn } from './settlementServices';

const NOW = Date.UTC(2026, 10, 28, 12);
const TIMINGS = { leaseMs: 1_000, waitMs: 500, pollMs: 100 };
const DRAFT = { payee: 'dev', satoshis: 5_000, note: 'thanks', idempotencyKey: 'key-7' };
const order = (overrides: { satoshis?: number; reference?: string } = {}) => ({
  kind: 'reward' as const,
  payer: 'maintainer',
  payee: 'dev',
  satoshis: overrides.satoshis ?? 5_000,
  note: 'thanks',
  reference: overrides.reference ?? 'key-7',
});

const paymentsOn = (connection: DatabaseConnection, gateway: ScriptedPaymentGateway, clock: ManualClock) =>
  new ServerPayments(new SqlPaymentRepository(connection.db), gateway, new PlainTokenCipher(), clock, TIMINGS);

describe.each(reopenableDatabases())('a payout whose answer was lost, on $name', { timeout: 120_000 }, (database) => {
  prepare(database);

  /** The maintainer's payout of #7 made by HandCash but timed out, two other payments of theirs; the server restarts. */
  async function lostPayout() {
    const clock = new ManualClock(NOW);
    const gateway = new ScriptedPaymentGateway().willPay(payFails('timeout'));
    const connection = await openEmpty(database);
    expect(await paymentsOn(connection, gateway, clock).pay('maintainer', 'maintainer-token', 7, DRAFT)).toMatchObject({ kind: 'pending-check' });
    gateway.madePayment(order(), 'tx-lost', 'maintainer-token');
    gateway.madePayment(order({ satoshis: 4_000 }), 'tx-other-amount', 'maintainer-token');
    gateway.madePayment(order({ reference: 'key-8' }), 'tx-other-reference', 'maintainer-token');
    await connection.close();
    clock.advance(5_000);
    // After the restart the wallet adapter has no late answer: the history is unknown.
    gateway.willFind({ ok: false, error: 'unknown' }, { ok: false, error: 'unknown' });
    return { clock, gateway, connection: await database.open() };
  }

  it('is settled by its transaction id after a restart, never paid again, and a wrong id is refused', async () => {
    const { clock, gateway, connection } = await lostPayout();
    try {
      const payments = paymentsOn(connection, gateway, clock);
      expect(await payments.pay('maintainer', 'maintainer-token', 7, DRAFT)).toMatchObject({ kind: 'pending-check' });
      const settlement = settlementOn(connection, gateway, () => clock.now());
      expect(await settlement.list(OPERATOR)).toEqual([expect.objectContaining({ id: 'reward:7', payer: 'maintainer', reference: 'key-7', subject: '#7' })]);
      expect(await settlement.settle(OPERATOR, 'reward:7', 'tx-other-amount')).toEqual({ ok: false, error: 'payment-mismatch' });
      expect(await settlement.settle(OPERATOR, 'reward:7', 'tx-other-reference')).toEqual({ ok: false, error: 'payment-mismatch' });
      expect(await settlement.settle(payer('maintainer'), 'reward:7', 'tx-unknown')).toEqual({ ok: false, error: 'unknown-transaction' });
      expect((await new SqlPaymentRepository(connection.db).find(7))?.state).toBe('pending-check');
      expect(await settlement.settle(OPERATOR, 'reward:7', 'tx-lost')).toMatchObject({ ok: true, value: { transactionId: 'tx-lost' } });
      expect(await new SqlPaymentRepository(connection.db).find(7)).toMatchObject({ state: 'paid', transactionId: 'tx-lost', payerTokenCiphertext: null });
      expect(await payments.pay('maintainer', 'maintainer-token', 7, DRAFT)).toMatchObject({ kind: 'paid', replayed: true, payment: { transactionId: 'tx-lost' } });
      expect(gateway.payCalls).toHaveLength(1);
    } finally {
      await connection.close();
    }
  });

  it('may be paid again once released', async () => {
    const { clock, gateway, connection } = await lostPayout();
    try {
      const settlement = settlementOn(connection, gateway, () => clock.now());
      expect(await settlement.release(payer('maintainer'), 'reward:7')).toMatchObject({ ok: true, value: { id: 'reward:7' } });
      expect(await new SqlPaymentRepository(connection.db).find(7)).toBeNull();
      const again = await paymentsOn(connection, gateway, clock).pay('maintainer', 'maintainer-token', 7, { ...DRAFT, idempotencyKey: 'key-7b' });
      expect(again).toMatchObject({ kind: 'paid', replayed: false });
      expect(gateway.payCalls).toHaveLength(2);
    } finally {
      await connection.close();
    }
  });
});
