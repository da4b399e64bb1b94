import { sql } from 'drizzle-orm';
import { timer } from 'rxjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, DatabaseConnection } from '../../../src/adapters/database/database';
import { SqlPaymentRepository } from '../../../src/adapters/database/sqlPaymentRepository';
import { AesTokenCipher } from '../../../src/adapters/node/aesTokenCipher';
import { ServerPayments } from '../../../src/application/payments/serverPayments';
import { ok } from '../../../src/domain/shared/result';
import type { PaymentGateway, PaymentOrder } from '../../../src/ports/paymentGateway.port';
import type { StoredPayment } from '../../../src/ports/paymentRepository.port';
import { bothDatabases } from '../../support/databases';

const NOW = Date.UTC(2026, 11, 1, 12);
const key = (label: string | number) => `key-${String(label).padStart(14, '0')}`;
const start = (issueNumber: number, idempotencyKey: string, note = 'thanks'): Omit<StoredPayment, 'state' | 'transactionId' | 'paidAt'> => ({
  issueNumber,
  idempotencyKey,
  payer: 'maintainer',
  payee: 'octo',
  satoshis: 1_000,
  note,
  createdAt: NOW,
  leaseUntil: NOW + 1_000,
  payerTokenCiphertext: 'v1.sealed',
});

/** The database with the statements sent through `execute` counted (the batches send theirs so). */
function counting(db: Database): { db: Database; statements: () => number } {
  let statements = 0;
  const proxy = new Proxy(db, {
    get(target, name, receiver) {
      if (name === 'execute') statements += 1;
      return Reflect.get(target, name, receiver) as unknown;
    },
  });
  return { db: proxy, statements: () => statements };
}

/** A wallet that pays every order at once and counts them. */
class CountingWallet implements PaymentGateway {
  readonly orders: PaymentOrder[] = [];
  async pay(_authToken: string, order: PaymentOrder) {
    this.orders.push(order);
    return ok({ transactionId: `tx-${order.reference}` });
  }
  async findPayment() {
    return ok(null);
  }
}

describe.each(bothDatabases())('payments begun and settled in batches on $name', (database) => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await database.open();
  }, 60_000);
  afterAll(() => database.close());
  beforeEach(() => connection.db.execute(sql`TRUNCATE payments`));

  it('begins fifty payments sent at once in far fewer statements than payments, each its own row', async () => {
    const { db, statements } = counting(connection.db);
    const payments = new SqlPaymentRepository(db);
    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, index) => payments.begin(start(index + 1, key(index)))));
    expect(outcomes.map((outcome) => (outcome.kind === 'begun' ? [outcome.payment.issueNumber, outcome.payment.idempotencyKey] : outcome.kind))).toEqual(
      Array.from({ length: 50 }, (_, index) => [index + 1, key(index)]),
    );
    expect([(await payments.all()).length, statements() <= 2]).toEqual([50, true]);
  });

  it('pays once when twenty requests with the same idempotency key come at once; the others answer the payment made', async () => {
    const wallet = new CountingWallet();
    const payments = new ServerPayments(new SqlPaymentRepository(connection.db), wallet, AesTokenCipher.fromSecret('x'.repeat(32)), {
      now: () => NOW,
      after: (ms) => timer(ms),
    });
    const draft = { payee: 'octo', satoshis: 1_000, note: 'thanks', idempotencyKey: key('same') };
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => payments.pay('maintainer', 'token', 9, draft)));
    expect({
      orders: wallet.orders.length,
      fresh: outcomes.filter((outcome) => outcome.kind === 'paid' && !outcome.replayed).length,
      replayed: outcomes.filter((outcome) => outcome.kind === 'paid' && outcome.replayed).length,
      stored: (await payments.list()).map((payment) => [payment.issueNumber, payment.state, payment.transactionId]),
    }).toEqual({ orders: 1, fresh: 1, replayed: 19, stored: [[9, 'paid', `tx-${key('same')}`]] });
  });

  it('begins one of several payments of other contracts sent at once with the same key; the others hear the key is used', async () => {
    const payments = new SqlPaymentRepository(connection.db);
    const outcomes = await Promise.all([4, 5, 6].map((issueNumber) => payments.begin(start(issueNumber, key('shared')))));
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['begun', 'key-reused', 'key-reused']);
  });

  it('fails only the payment the database refuses; the payments sent with it begin, and settle', async () => {
    const payments = new SqlPaymentRepository(connection.db);
    const outcomes = await Promise.allSettled([
      payments.begin(start(1, key(1))),
      payments.begin(start(2, key(2), 'bad\u0000note')),
      payments.begin(start(3, key(3))),
    ]);
    const settled = await Promise.all([1, 3, 7].map((issueNumber) => payments.settle(issueNumber, `tx-${issueNumber}`, NOW + 5)));
    expect({
      begun: outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value.kind : 'rejected')),
      settled: settled.map((payment) => (payment === null ? null : [payment.issueNumber, payment.state, payment.transactionId, payment.payerTokenCiphertext])),
    }).toEqual({
      begun: ['begun', 'rejected', 'begun'],
      settled: [[1, 'paid', 'tx-1', null], [3, 'paid', 'tx-3', null], null],
    });
  });

  it('settles a payment once: a second settlement sent with the first leaves the first transaction id', async () => {
    const payments = new SqlPaymentRepository(connection.db);
    await payments.begin(start(8, key(8)));
    const [first, second] = await Promise.all([payments.settle(8, 'tx-first', NOW + 1), payments.settle(8, 'tx-second', NOW + 2)]);
    expect([first?.transactionId, second?.transactionId, (await payments.find(8))?.paidAt]).toEqual(['tx-first', 'tx-first', NOW + 1]);
  });
});
