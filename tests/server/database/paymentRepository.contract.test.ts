import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../../src/adapters/database/database';
import { SqlPaymentRepository } from '../../../src/adapters/database/sqlPaymentRepository';
import type { StoredPayment } from '../../../src/ports/paymentRepository.port';
import { bothDatabases } from '../../support/databases';

const NOW = Date.UTC(2026, 10, 23, 12);
const start = (issueNumber: number, key: string, payee = 'octo'): Omit<StoredPayment, 'state' | 'transactionId' | 'paidAt'> => ({
  issueNumber,
  idempotencyKey: key,
  payer: 'maintainer',
  payee,
  satoshis: 2_000_000,
  note: 'thanks',
  createdAt: NOW,
  leaseUntil: NOW + 1_000,
  payerTokenCiphertext: 'v1.sealed',
});
const pending = (issueNumber: number, key: string): StoredPayment => ({ ...start(issueNumber, key), state: 'pending-check', transactionId: null, paidAt: null });

describe.each(bothDatabases())('payment repository on $name', (database) => {
  let connection: DatabaseConnection;
  let payments: SqlPaymentRepository;
  beforeAll(async () => {
    connection = await database.open();
    payments = new SqlPaymentRepository(connection.db);
  }, 60_000);
  afterAll(() => database.close());
  beforeEach(() => connection.db.execute(sql`TRUNCATE payments`));

  it('begins a payment once per contract; a second start gets the first back', async () => {
    expect(await payments.begin(start(7, 'key-one-0000000000'))).toEqual({ kind: 'begun', payment: pending(7, 'key-one-0000000000') });
    expect(await payments.begin(start(7, 'key-two-0000000000', 'other'))).toEqual({ kind: 'taken', existing: pending(7, 'key-one-0000000000') });
    expect(await payments.begin(start(8, 'key-one-0000000000'))).toEqual({ kind: 'key-reused' });
    expect(await payments.all()).toEqual([pending(7, 'key-one-0000000000')]);
  });

  it('keeps #7 of a connected repository apart from the operator’s #7: each begun, settled, leased and discarded alone (migration 0030)', async () => {
    const tools = new SqlPaymentRepository(connection.db, 'acme/tools');
    expect((await payments.begin(start(7, 'key-operator-000000'))).kind).toBe('begun');
    expect(await tools.begin(start(7, 'key-tools-00000000'))).toEqual({ kind: 'begun', payment: pending(7, 'key-tools-00000000') });
    expect(await tools.begin(start(7, 'key-tools-second00'))).toEqual({ kind: 'taken', existing: pending(7, 'key-tools-00000000') });
    expect(await tools.begin(start(8, 'key-operator-000000'))).toEqual({ kind: 'key-reused' });
    expect((await tools.settle(7, 'tx-tools', NOW + 5))?.state).toBe('paid');
    expect((await payments.find(7))?.state).toBe('pending-check');
    expect(await payments.lease(7, NOW + 1_000, NOW + 5_000)).toBe(true);
    await payments.discard(7);
    expect([await payments.find(7), (await tools.find(7))?.transactionId]).toEqual([null, 'tx-tools']);
    expect((await tools.all()).map(({ issueNumber, idempotencyKey }) => [issueNumber, idempotencyKey])).toEqual([[7, 'key-tools-00000000']]);
    expect(await payments.all()).toEqual([]);
  });

  it('lets exactly one of twenty simultaneous starts for a contract begin', async () => {
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, index) => payments.begin(start(3, `key-${String(index).padStart(14, '0')}`))));
    expect(outcomes.filter((outcome) => outcome.kind === 'begun')).toHaveLength(1);
    expect(await payments.all()).toHaveLength(1);
  });

  it('settles a pending payment as paid and forgets the sealed token', async () => {
    await payments.begin(start(5, 'key-five-000000000'));
    const paid = await payments.settle(5, 'tx-5', NOW + 10);
    expect(paid).toEqual({ ...pending(5, 'key-five-000000000'), state: 'paid', transactionId: 'tx-5', paidAt: NOW + 10, leaseUntil: 0, payerTokenCiphertext: null });
    await payments.discard(5);
    expect(await payments.settle(5, 'tx-other', NOW + 20)).toEqual(paid);
  });

  it('leases a pending payment only after its lease ran out, and to one caller', async () => {
    await payments.begin(start(6, 'key-six-0000000000'));
    expect(await payments.lease(6, NOW + 999, NOW + 5_000)).toBe(false);
    const takers = await Promise.all([1, 2, 3].map(() => payments.lease(6, NOW + 1_000, NOW + 5_000)));
    expect(takers.filter(Boolean)).toHaveLength(1);
    await payments.unlease(6);
    expect((await payments.find(6))?.leaseUntil).toBe(0);
  });

  it('discards a pending payment, never a paid one', async () => {
    await payments.begin(start(1, 'key-a-000000000000'));
    await payments.begin(start(2, 'key-b-000000000000'));
    await payments.settle(2, 'tx-2', NOW);
    await payments.discard(1);
    await payments.discard(2);
    expect((await payments.all()).map((payment) => [payment.issueNumber, payment.state])).toEqual([[2, 'paid']]);
  });
});
