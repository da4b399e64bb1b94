import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryPaymentRepository } from '../../../src/adapters/memory/memoryPaymentRepository.adapter';
import { PlainTokenCipher } from '../../../src/adapters/memory/plainTokenCipher.adapter';
import { ScriptedPaymentGateway } from '../../../src/adapters/memory/scriptedPaymentGateway.adapter';
import { ServerPayments, type PayOutcome } from '../../../src/application/payments/serverPayments';
import type { PaymentGateway } from '../../../src/ports/paymentGateway.port';
import type { PaymentRepository } from '../../../src/ports/paymentRepository.port';

const NOW = Date.UTC(2026, 10, 26, 12);
const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** `repository` with each call made, and each answer given, at a moment the scheduler chooses. */
const scheduledRepository = (repository: PaymentRepository, s: fc.Scheduler): PaymentRepository => {
  const later = <A extends unknown[], R>(call: (...args: A) => Promise<R>) => async (...args: A): Promise<R> => {
    await s.schedule(Promise.resolve(null), 'call');
    return s.schedule(call(...args), 'answer');
  };
  return {
    all: later(() => repository.all()),
    find: later((issueNumber: number) => repository.find(issueNumber)),
    begin: later((payment: Parameters<PaymentRepository['begin']>[0]) => repository.begin(payment)),
    lease: later((issueNumber: number, now: number, leaseUntil: number) => repository.lease(issueNumber, now, leaseUntil)),
    settle: later((issueNumber: number, transactionId: string, paidAt: number) => repository.settle(issueNumber, transactionId, paidAt)),
    unlease: later((issueNumber: number) => repository.unlease(issueNumber)),
    discard: later((issueNumber: number) => repository.discard(issueNumber)),
  };
};

const request = fc.record({ payer: fc.constantFrom('ann', 'bob', 'cy'), key: fc.constantFrom('key-1', 'key-2', 'key-3') });

describe('concurrent payments of one contract', () => {
  it('in any interleaving, the wallet is asked once and every request answers the same payment', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.array(request, { minLength: 1, maxLength: 5 }), async (s, requests) => {
        const clock = new ManualClock(NOW);
        const wallet = new ScriptedPaymentGateway();
        const gateway: PaymentGateway = {
          pay: (authToken, order) => s.schedule(wallet.pay(authToken, order), 'wallet'),
          findPayment: (authToken, reference) => s.schedule(wallet.findPayment(authToken, reference), 'history'),
        };
        const repository = scheduledRepository(new MemoryPaymentRepository(), s);
        const payments = new ServerPayments(repository, gateway, new PlainTokenCipher(), clock, { leaseMs: 10_000, waitMs: 10_000, pollMs: 100 });
        const outcomes: (PayOutcome | undefined)[] = requests.map(() => undefined);
        requests.forEach(({ payer, key }, index) => {
          void payments.pay(payer, `token-${payer}`, 7, { payee: 'dev', satoshis: 5_000, note: '', idempotencyKey: key }).then((outcome) => {
            outcomes[index] = outcome;
          });
        });
        for (let step = 0; step < 200 && outcomes.includes(undefined); step += 1) {
          await flush();
          await s.waitAll();
          await flush();
          if (s.count() === 0) clock.advance(100);
        }
        expect(wallet.payCalls).toHaveLength(1);
        const payment = outcomes[0]?.kind === 'paid' ? outcomes[0].payment : null;
        expect(payment).toMatchObject({ issueNumber: 7, state: 'paid', transactionId: 'tx-1' });
        expect(outcomes.map((outcome) => outcome?.kind === 'paid' && outcome.payment)).toEqual(requests.map(() => payment));
        expect(outcomes.filter((outcome) => outcome?.kind === 'paid' && !outcome.replayed)).toHaveLength(1);
      }),
    );
  });
});
