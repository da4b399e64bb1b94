import { beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryPaymentRepository } from '../../../src/adapters/memory/memoryPaymentRepository.adapter';
import { PlainTokenCipher } from '../../../src/adapters/memory/plainTokenCipher.adapter';
import { paidAs, payFails, ScriptedPaymentGateway, type PayAnswer } from '../../../src/adapters/memory/scriptedPaymentGateway.adapter';
import { DEFAULT_PAYMENT_TIMINGS, ServerPayments, type PayOutcome, type PaymentTimings } from '../../../src/application/payments/serverPayments';
import type { Payment } from '../../../src/domain/payments/payment';
import type { ValidPaymentDraft } from '../../../src/domain/payments/paymentRules';
import { err, ok } from '../../../src/domain/shared/result';
import type { HistoryAnswer } from '../../../src/ports/paymentGateway.port';
import type { StoredPayment } from '../../../src/ports/paymentRepository.port';

const NOW = Date.UTC(2026, 10, 26, 12);
const TIMINGS: PaymentTimings = { leaseMs: 1_000, waitMs: 500, pollMs: 100 };
const draft: ValidPaymentDraft = { payee: 'dev', satoshis: 5_000, note: 'thanks', idempotencyKey: 'key-1' };

let clock: ManualClock;
let repository: MemoryPaymentRepository;
let gateway: ScriptedPaymentGateway;
let payments: ServerPayments;

const deferred = <T>(): { readonly promise: Promise<T>; readonly resolve: (value: T) => void } => {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
};

const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** `pending`'s outcome with the time it came. */
const timed = <T>(pending: Promise<T>): Promise<{ readonly outcome: T; readonly at: number }> => pending.then((outcome) => ({ outcome, at: clock.now() }));

/** Lets `pending` run, moving the clock on by `stepMs` whenever it waits (the only thing moving the clock meanwhile). */
async function drive<T>(pending: Promise<T>, stepMs = TIMINGS.pollMs): Promise<T> {
  let done = false;
  void pending.then(() => {
    done = true;
  });
  for (let step = 0; step < 1_000; step += 1) {
    await flush();
    if (done) return pending;
    clock.advance(stepMs);
  }
  throw new Error('never settled');
}

const settle = <T>(pending: Promise<T>, stepMs = TIMINGS.pollMs): Promise<{ readonly outcome: T; readonly at: number }> => drive(timed(pending), stepMs);

/** What everyone sees of a payment of `draft` for contract 7 by `maintainer`. */
const payment = (overrides: Partial<Payment> = {}): Payment => ({
  issueNumber: 7,
  payer: 'maintainer',
  payee: 'dev',
  satoshis: 5_000,
  note: 'thanks',
  state: 'paid',
  transactionId: 'tx-1',
  createdAt: NOW,
  paidAt: NOW,
  ...overrides,
});

/** A payment row left pending by an earlier request (its lease ran out at NOW - 1 unless said otherwise). */
const leftPending = (overrides: Partial<StoredPayment> = {}): StoredPayment => ({
  ...payment({ payer: 'earlier', state: 'pending-check', transactionId: null, createdAt: NOW - 5_000, paidAt: null }),
  idempotencyKey: 'key-0',
  leaseUntil: NOW - 1,
  payerTokenCiphertext: 'sealed:token-earlier',
  ...overrides,
});

const pay = (over: Partial<ValidPaymentDraft> = {}, issueNumber = 7, payer = 'maintainer'): Promise<PayOutcome> =>
  payments.pay(payer, `token-${payer}`, issueNumber, { ...draft, ...over });

beforeEach(() => {
  clock = new ManualClock(NOW);
  repository = new MemoryPaymentRepository();
  gateway = new ScriptedPaymentGateway();
  payments = new ServerPayments(repository, gateway, new PlainTokenCipher(), clock, TIMINGS);
});

describe('paying a contract', () => {
  it('records the payment pending and leased before the wallet is asked, then paid', async () => {
    const wallet = deferred<PayAnswer>();
    gateway.willPay(wallet.promise);
    const paying = pay();
    await flush();
    expect(await repository.all()).toEqual([
      { ...payment({ state: 'pending-check', transactionId: null, paidAt: null }), idempotencyKey: 'key-1', leaseUntil: NOW + 1_000, payerTokenCiphertext: 'sealed:token-maintainer' },
    ]);
    expect(gateway.payCalls).toEqual([{ authToken: 'token-maintainer', order: { kind: 'reward', payer: 'maintainer', payee: 'dev', satoshis: 5_000, note: 'thanks', reference: 'key-1' } }]);
    clock.advance(50);
    wallet.resolve(paidAs('tx-1'));
    expect(await paying).toEqual({ kind: 'paid', payment: payment({ paidAt: NOW + 50 }), replayed: false });
    expect(await repository.all()).toEqual([{ ...payment({ paidAt: NOW + 50 }), idempotencyKey: 'key-1', leaseUntil: 0, payerTokenCiphertext: null }]);
    expect(await payments.list()).toEqual([payment({ paidAt: NOW + 50 })]);
  });

  it('replays the recorded payment to a retry with the same key and to a second maintainer, paying once', async () => {
    const first = await pay();
    clock.advance(10);
    expect(await pay()).toEqual({ kind: 'paid', payment: payment(), replayed: true });
    expect(await pay({ idempotencyKey: 'key-2', satoshis: 9 }, 7, 'other')).toEqual({ kind: 'paid', payment: payment(), replayed: true });
    expect(first).toEqual({ kind: 'paid', payment: payment(), replayed: false });
    expect(gateway.payCalls).toHaveLength(1);
  });

  it('hands a new payment, as paid, to whilePaid while it is recorded; not a replay, nor a refused payment', async () => {
    const kept: Payment[] = [];
    const whilePaid = async (paid: Payment) => void kept.push(paid);
    const first = await payments.pay('maintainer', 'token-maintainer', 7, draft, whilePaid);
    await payments.pay('maintainer', 'token-maintainer', 7, draft, whilePaid);
    gateway.willPay(payFails('insufficient-balance'));
    await payments.pay('maintainer', 'token-maintainer', 8, { ...draft, idempotencyKey: 'key-8' }, whilePaid);
    expect([first, kept]).toEqual([{ kind: 'paid', payment: payment(), replayed: false }, [payment()]]);
  });

  it('refuses a key already used for another contract’s payment', async () => {
    await pay();
    expect(await pay({}, 8)).toEqual({ kind: 'key-reused' });
    expect(await payments.list()).toEqual([payment()]);
    expect(gateway.payCalls).toHaveLength(1);
  });

  it('answers the wallet’s refusal and forgets the payment, so that the contract can be paid again', async () => {
    gateway.willPay(payFails('insufficient-balance'));
    expect(await pay()).toEqual({ kind: 'refused', code: 'insufficient-balance' });
    expect(await payments.list()).toEqual([]);
    expect(await pay({ idempotencyKey: 'key-2' })).toEqual({ kind: 'paid', payment: payment({ transactionId: 'tx-2' }), replayed: false });
  });

  it.each(['timeout', 'upstream'] as const)('leaves the payment pending for a check, with its lease ended, when the wallet says nothing sure (%s)', async (error) => {
    gateway.willPay(payFails(error));
    const pending = payment({ state: 'pending-check', transactionId: null, paidAt: null });
    expect(await pay()).toEqual({ kind: 'pending-check', payment: pending });
    expect(await repository.all()).toEqual([{ ...pending, idempotencyKey: 'key-1', leaseUntil: 0, payerTokenCiphertext: 'sealed:token-maintainer' }]);
  });

  it('lists every payment, newest first, without keys, tokens or leases', async () => {
    repository.seed(leftPending({ issueNumber: 3 }));
    await pay();
    expect(await payments.list()).toEqual([payment(), payment({ issueNumber: 3, payer: 'earlier', state: 'pending-check', transactionId: null, createdAt: NOW - 5_000, paidAt: null })]);
  });
});

describe('a second request while a payment is in flight', () => {
  it('waits for it and replays its outcome', async () => {
    const wallet = deferred<PayAnswer>();
    gateway.willPay(wallet.promise);
    const first = pay();
    const second = timed(pay({ idempotencyKey: 'key-2' }, 7, 'other'));
    await flush();
    clock.advance(250);
    wallet.resolve(paidAs('tx-1'));
    expect(await first).toEqual({ kind: 'paid', payment: payment({ paidAt: NOW + 250 }), replayed: false });
    expect(await drive(second)).toEqual({ outcome: { kind: 'paid', payment: payment({ paidAt: NOW + 250 }), replayed: true }, at: NOW + 350 });
    expect(gateway.payCalls).toHaveLength(1);
  });

  it('gives up after the waiting time with the payment still pending', async () => {
    gateway.willPay(deferred<PayAnswer>().promise);
    void pay();
    const second = await settle(pay({ idempotencyKey: 'key-2' }, 7, 'other'));
    expect(second).toEqual({ outcome: { kind: 'pending-check', payment: payment({ state: 'pending-check', transactionId: null, paidAt: null }) }, at: NOW + 500 });
    expect(gateway.payCalls).toHaveLength(1);
  });

  it('pays itself when the wallet refused the first request’s payment', async () => {
    const wallet = deferred<PayAnswer>();
    gateway.willPay(wallet.promise);
    const first = pay();
    const second = timed(pay({ idempotencyKey: 'key-2', satoshis: 7_000 }, 7, 'other'));
    await flush();
    wallet.resolve(payFails('spend-limit'));
    expect(await first).toEqual({ kind: 'refused', code: 'spend-limit' });
    const paid = payment({ payer: 'other', satoshis: 7_000, transactionId: 'tx-2', createdAt: NOW + 100, paidAt: NOW + 100 });
    expect(await drive(second)).toEqual({ outcome: { kind: 'paid', payment: paid, replayed: false }, at: NOW + 100 });
    expect(gateway.payCalls.map((call) => call.order.reference)).toEqual(['key-1', 'key-2']);
  });
});

describe('a pending payment whose lease ran out', () => {
  it('is replayed as paid when the wallet’s history holds it', async () => {
    repository.seed(leftPending());
    gateway.madePayment({ kind: 'reward', payer: 'earlier', payee: 'dev', satoshis: 5_000, note: 'thanks', reference: 'key-0' }, 'tx-0');
    const reconciled = payment({ payer: 'earlier', transactionId: 'tx-0', createdAt: NOW - 5_000, paidAt: NOW });
    expect(await settle(pay())).toEqual({ outcome: { kind: 'paid', payment: reconciled, replayed: true }, at: NOW });
    expect(gateway.findCalls).toEqual([{ authToken: 'token-earlier', reference: 'key-0' }]);
    expect(gateway.payCalls).toEqual([]);
    expect(await repository.all()).toEqual([{ ...reconciled, idempotencyKey: 'key-0', leaseUntil: 0, payerTokenCiphertext: null }]);
  });

  it('is discarded when the wallet’s history does not hold it, and the contract is paid afresh', async () => {
    repository.seed(leftPending());
    expect(await settle(pay())).toEqual({ outcome: { kind: 'paid', payment: payment(), replayed: false }, at: NOW });
    expect(gateway.findCalls).toEqual([{ authToken: 'token-earlier', reference: 'key-0' }]);
    expect(gateway.payCalls.map((call) => call.order.reference)).toEqual(['key-1']);
  });

  it('stays pending, with its lease ended, when the wallet’s history cannot be read', async () => {
    repository.seed(leftPending());
    const history = deferred<HistoryAnswer>();
    gateway.willFind(history.promise);
    const paying = timed(pay());
    await flush();
    expect(await repository.find(7)).toEqual(leftPending({ leaseUntil: NOW + 1_000 }));
    history.resolve(err('unknown'));
    const pending = payment({ payer: 'earlier', state: 'pending-check', transactionId: null, createdAt: NOW - 5_000, paidAt: null });
    expect(await drive(paying)).toEqual({ outcome: { kind: 'pending-check', payment: pending }, at: NOW });
    expect(await repository.all()).toEqual([leftPending({ leaseUntil: 0 })]);
    expect(gateway.payCalls).toEqual([]);
  });

  it('is awaited while its lease runs, and reconciled at the first look once it has ended', async () => {
    repository.seed(leftPending({ leaseUntil: NOW + 200 }));
    gateway.madePayment({ kind: 'reward', payer: 'earlier', payee: 'dev', satoshis: 5_000, note: 'thanks', reference: 'key-0' }, 'tx-0');
    const outcome = await settle(pay(), 50);
    expect(outcome.at).toBe(NOW + 200);
    expect(outcome.outcome).toMatchObject({ kind: 'paid', payment: { transactionId: 'tx-0', paidAt: NOW + 200 }, replayed: true });
  });

  it('is reconciled when its lease ends exactly now', async () => {
    repository.seed(leftPending({ leaseUntil: NOW }));
    gateway.madePayment({ kind: 'reward', payer: 'earlier', payee: 'dev', satoshis: 5_000, note: 'thanks', reference: 'key-0' }, 'tx-0');
    expect(await settle(pay())).toMatchObject({ outcome: { kind: 'paid', payment: { paidAt: NOW } }, at: NOW });
  });

  it('is only read, never written, by a request waiting while another holds its lease', async () => {
    const leases: number[] = [];
    const recording = new MemoryPaymentRepository();
    const lease = recording.lease.bind(recording);
    recording.lease = (issueNumber, now, leaseUntil) => {
      leases.push(now);
      return lease(issueNumber, now, leaseUntil);
    };
    recording.seed(leftPending({ leaseUntil: NOW + 250 }));
    payments = new ServerPayments(recording, gateway, new PlainTokenCipher(), clock, TIMINGS);
    gateway.madePayment({ kind: 'reward', payer: 'earlier', payee: 'dev', satoshis: 5_000, note: 'thanks', reference: 'key-0' }, 'tx-0');
    expect(await settle(pay())).toMatchObject({ outcome: { kind: 'paid' }, at: NOW + 300 });
    expect(leases).toEqual([NOW + 300]);
  });

  it('is checked by one request only while others wait for the check', async () => {
    repository.seed(leftPending());
    const history = deferred<HistoryAnswer>();
    gateway.willFind(history.promise);
    const first = timed(pay());
    const second = timed(pay({ idempotencyKey: 'key-2' }, 7, 'other'));
    await flush();
    expect(await repository.find(7)).toEqual(leftPending({ leaseUntil: NOW + 1_000 }));
    history.resolve(ok({ transactionId: 'tx-0' }));
    const reconciled = payment({ payer: 'earlier', transactionId: 'tx-0', createdAt: NOW - 5_000, paidAt: NOW });
    expect(await first).toEqual({ outcome: { kind: 'paid', payment: reconciled, replayed: true }, at: NOW });
    expect(await drive(second)).toEqual({ outcome: { kind: 'paid', payment: reconciled, replayed: true }, at: NOW + 100 });
    expect(gateway.findCalls).toHaveLength(1);
  });

  it.each([null, 'tampered'])('stays pending without asking the wallet when its token is gone or does not open (%s)', async (payerTokenCiphertext) => {
    repository.seed(leftPending({ payerTokenCiphertext }));
    const pending = payment({ payer: 'earlier', state: 'pending-check', transactionId: null, createdAt: NOW - 5_000, paidAt: null });
    expect(await settle(pay())).toEqual({ outcome: { kind: 'pending-check', payment: pending }, at: NOW });
    expect(gateway.findCalls).toEqual([]);
    expect(await repository.all()).toEqual([leftPending({ payerTokenCiphertext, leaseUntil: 0 })]);
  });
});

describe('without a wallet', () => {
  beforeEach(() => {
    payments = new ServerPayments(repository, null, new PlainTokenCipher(), clock, TIMINGS);
  });

  it('cannot pay, but lists payments and leaves a pending one pending', async () => {
    expect(payments.canPay).toBe(false);
    repository.seed(leftPending());
    expect(await payments.list()).toHaveLength(1);
    expect((await settle(pay())).outcome).toMatchObject({ kind: 'pending-check' });
    expect(await repository.all()).toEqual([leftPending({ leaseUntil: 0 })]);
  });

  it('refuses to be asked to pay', async () => {
    await expect(pay()).rejects.toThrow('pay() needs a gateway: check canPay first');
  });
});

describe('the payments’ rules', () => {
  it('can pay with a wallet', () => {
    expect(payments.canPay).toBe(true);
  });

  it('by default holds a contract 15 s for a wallet call, and a second request waits that long before it checks the wallet itself', async () => {
    expect(DEFAULT_PAYMENT_TIMINGS).toEqual({ leaseMs: 15_000, waitMs: 15_000, pollMs: 100 });
    payments = new ServerPayments(repository, gateway, new PlainTokenCipher(), clock);
    gateway.willPay(deferred<PayAnswer>().promise);
    void pay();
    await flush();
    expect(await repository.find(7)).toMatchObject({ leaseUntil: NOW + 15_000 });
    const second = await settle(pay({ idempotencyKey: 'key-2' }, 7, 'other'), 100);
    expect(second.at).toBe(NOW + 15_000);
    expect(gateway.findCalls).toEqual([{ authToken: 'token-maintainer', reference: 'key-1' }]);
  });

  it('fails loudly when a settled payment is not recorded as paid', async () => {
    const broken = (settled: StoredPayment | null): ServerPayments => {
      const settling = Object.assign(new MemoryPaymentRepository(), { settle: () => Promise.resolve(settled) });
      return new ServerPayments(settling, gateway, new PlainTokenCipher(), clock, TIMINGS);
    };
    await expect(broken(null).pay('maintainer', 'token', 7, draft)).rejects.toThrow('a settled payment must be recorded as paid');
    await expect(broken(leftPending()).pay('maintainer', 'token', 7, draft)).rejects.toThrow('a settled payment must be recorded as paid');
  });
});
