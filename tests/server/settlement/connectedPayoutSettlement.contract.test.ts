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
const TOOLS = 'acme/tools';
/** The escrow's payout of acme/tools#7 (its key names the repository), and the operator's own #7. */
const ESCROW_DRAFT = { payee: 'dev', satoshis: 5_000, note: '#7 from escrow', idempotencyKey: `escrow-payout-${TOOLS}#7` };
const OPERATOR_DRAFT = { payee: 'dev', satoshis: 1_000, note: 'operator #7', idempotencyKey: 'operator-key-7' };
const escrowOrder = { kind: 'reward' as const, payer: 'escrow', payee: 'dev', satoshis: 5_000, note: '#7 from escrow', reference: ESCROW_DRAFT.idempotencyKey };

const paymentsOf = (connection: DatabaseConnection, gateway: ScriptedPaymentGateway, clock: ManualClock, repository = '') =>
  new ServerPayments(new SqlPaymentRepository(connection.db, repository), gateway, new PlainTokenCipher(), clock, TIMINGS);

describe.each(reopenableDatabases())('a connected repository’s payout whose answer was lost, on $name', { timeout: 120_000 }, (database) => {
  prepare(database);

  /** The escrow's payout of acme/tools#7 and the operator's #7, both made by the wallet and timed out. */
  async function bothLost() {
    const clock = new ManualClock(NOW);
    const gateway = new ScriptedPaymentGateway().willPay(payFails('timeout'), payFails('timeout'));
    const connection = await openEmpty(database);
    expect(await paymentsOf(connection, gateway, clock, TOOLS).pay('escrow', 'escrow-token', 7, ESCROW_DRAFT)).toMatchObject({ kind: 'pending-check' });
    expect(await paymentsOf(connection, gateway, clock).pay('maintainer', 'maintainer-token', 7, OPERATOR_DRAFT)).toMatchObject({ kind: 'pending-check' });
    gateway.madePayment(escrowOrder, 'tx-escrow', 'escrow-token');
    return { clock, gateway, connection, settlement: settlementOn(connection, gateway, () => clock.now()) };
  }

  it('is listed apart from the operator’s #7 and settled by its transaction id, keyed by repository and issue', async () => {
    const { clock, gateway, connection, settlement } = await bothLost();
    try {
      const listed = (await settlement.list(OPERATOR)).map(({ id, payer: who, subject, reference }) => ({ id, payer: who, subject, reference }));
      expect(listed.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
        { id: 'reward:7', payer: 'maintainer', subject: '#7', reference: 'operator-key-7' },
        { id: `reward:7:${TOOLS}`, payer: 'escrow', subject: `${TOOLS}#7`, reference: ESCROW_DRAFT.idempotencyKey },
      ]);
      expect((await settlement.list(payer('escrow'))).map(({ id }) => id)).toEqual([`reward:7:${TOOLS}`]);
      expect(await settlement.settle(OPERATOR, `reward:7:${TOOLS}`, 'tx-escrow')).toMatchObject({ ok: true, value: { transactionId: 'tx-escrow' } });
      expect(await new SqlPaymentRepository(connection.db, TOOLS).find(7)).toMatchObject({ state: 'paid', transactionId: 'tx-escrow' });
      expect((await new SqlPaymentRepository(connection.db).find(7))?.state).toBe('pending-check');
      // The escrow's transaction is not one of the operator's #7's payer: refused, nothing recorded.
      expect(await settlement.settle(OPERATOR, 'reward:7', 'tx-escrow')).toEqual({ ok: false, error: 'unknown-transaction' });
      // The escrow's next payout of acme/tools#7 answers the payment settled: nothing is paid again.
      expect(await paymentsOf(connection, gateway, clock, TOOLS).pay('escrow', 'escrow-token', 7, ESCROW_DRAFT)).toMatchObject({ kind: 'paid', replayed: true });
      expect(gateway.payCalls).toHaveLength(2);
    } finally {
      await connection.close();
    }
  });

  it('is released alone: acme/tools#7 may be paid again, the operator’s #7 stays pending', async () => {
    const { connection, settlement } = await bothLost();
    try {
      expect(await settlement.release(payer('escrow'), `reward:7:${TOOLS}`)).toMatchObject({ ok: true, value: { id: `reward:7:${TOOLS}` } });
      expect(await settlement.release(payer('escrow'), 'reward:7')).toEqual({ ok: false, error: 'unknown-pending-payment' });
      expect([await new SqlPaymentRepository(connection.db, TOOLS).find(7), (await new SqlPaymentRepository(connection.db).find(7))?.state]).toEqual([null, 'pending-check']);
    } finally {
      await connection.close();
    }
  });
});
