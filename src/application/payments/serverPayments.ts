import type { Payment, PaymentRefusalCode } from '../../domain/payments/payment';
import type { ValidPaymentDraft } from '../../domain/payments/paymentRules';
import type { PaymentGateway } from '../../ports/paymentGateway.port';
import type { PaymentRepository, StoredPayment } from '../../ports/paymentRepository.port';
import { firstValueFrom } from 'rxjs';
import type { Clock } from '../../ports/clock.port';
import type { TokenCipher } from '../../ports/tokenCipher.port';

/** How paying a contract ended. `replayed`: the payment was recorded before (a retry, a second maintainer). */
export type PayOutcome =
  | { readonly kind: 'paid'; readonly payment: Payment; readonly replayed: boolean }
  | { readonly kind: 'pending-check'; readonly payment: Payment }
  | { readonly kind: 'refused'; readonly code: PaymentRefusalCode }
  | { readonly kind: 'key-reused' };

export interface PaymentTimings {
  /** How long a wallet call holds the contract; longer than the gateway's own timeout. */
  readonly leaseMs: number;
  /** How long a request waits for another request's payment of the same contract to settle. */
  readonly waitMs: number;
  readonly pollMs: number;
}

/**
 * The payer's wallet authorization: its auth token, and the sealed form a session already keeps (reused as the
 * payment's record, which saves sealing the token again on every payment); without it the token is sealed here.
 */
export type PayerWallet = string | { readonly authToken: string; readonly sealedToken: string };

const authTokenOf = (wallet: PayerWallet): string => (typeof wallet === 'string' ? wallet : wallet.authToken);

export const DEFAULT_PAYMENT_TIMINGS: PaymentTimings = { leaseMs: 15_000, waitMs: 15_000, pollMs: 100 };

/** A payment as everyone may see it: no idempotency key, no token, no lease. */
export const publicPayment = (payment: StoredPayment): Payment => ({
  issueNumber: payment.issueNumber,
  payer: payment.payer,
  payee: payment.payee,
  satoshis: payment.satoshis,
  note: payment.note,
  state: payment.state,
  transactionId: payment.transactionId,
  createdAt: payment.createdAt,
  paidAt: payment.paidAt,
});

/**
 * Pays contracts exactly once. The payment row is written (pending, leased) before the wallet is asked, so twenty
 * requests at once, a retry or a second server all find it: while the lease runs they wait for its outcome; after
 * it (a timeout, a crash) the payment is first reconciled against the payer's wallet history, and only a payment
 * the wallet says it did not make is discarded so that the contract can be paid again.
 */
export class ServerPayments {
  constructor(
    private readonly repository: PaymentRepository,
    /** Null: no wallet can pay (live mode without a HandCash app id); payments are still listed. */
    private readonly gateway: PaymentGateway | null,
    private readonly cipher: TokenCipher,
    /** The time, and the pause between two looks at another request's pending payment. */
    private readonly clock: Pick<Clock, 'now' | 'after'>,
    private readonly timings: PaymentTimings = DEFAULT_PAYMENT_TIMINGS,
  ) {}

  private now(): number {
    return this.clock.now();
  }

  /** Whether a wallet is there to pay through. */
  get canPay(): boolean {
    return this.gateway !== null;
  }

  async list(): Promise<readonly Payment[]> {
    return (await this.repository.all()).map(publicPayment);
  }

  /**
   * Pays `draft` for `issueNumber` from `payer`'s wallet (`wallet`), or answers the payment already recorded.
   * `whilePaid` is called with the payment once the wallet made it, while it is recorded as paid (both written at
   * once): what is kept about a new payment (its history) waits for nothing more. It is not called for a payment
   * recorded before.
   */
  async pay(payer: string, wallet: PayerWallet, issueNumber: number, draft: ValidPaymentDraft, whilePaid?: (payment: Payment) => Promise<unknown>): Promise<PayOutcome> {
    const giveUpAt = this.now() + this.timings.waitMs;
    const authToken = authTokenOf(wallet);
    const payerTokenCiphertext = typeof wallet === 'string' ? this.cipher.encrypt(authToken) : wallet.sealedToken;
    for (;;) {
      // Begun first (one statement when nothing is recorded, the usual case); a payment recorded before is taken.
      const now = this.now();
      const begun = await this.repository.begin({
        issueNumber,
        idempotencyKey: draft.idempotencyKey,
        payer,
        payee: draft.payee,
        satoshis: draft.satoshis,
        note: draft.note,
        createdAt: now,
        leaseUntil: now + this.timings.leaseMs,
        payerTokenCiphertext,
      });
      if (begun.kind === 'key-reused') return begun;
      if (begun.kind === 'begun') return this.askWallet(begun.payment, authToken, whilePaid);
      const settled = await this.settleExisting(begun.existing, giveUpAt);
      if (settled !== 'discarded') return settled;
    }
  }

  private async askWallet(payment: StoredPayment, authToken: string, whilePaid?: (payment: Payment) => Promise<unknown>): Promise<PayOutcome> {
    const { issueNumber } = payment;
    if (this.gateway === null) throw new Error('pay() needs a gateway: check canPay first');
    const answer = await this.gateway.pay(authToken, { kind: 'reward', payer: payment.payer, payee: payment.payee, satoshis: payment.satoshis, note: payment.note, reference: payment.idempotencyKey });
    if (answer.ok) {
      const { transactionId } = answer.value;
      const paidAt = this.now();
      const [settled] = await Promise.all([
        this.repository.settle(issueNumber, transactionId, paidAt),
        whilePaid?.(publicPayment({ ...payment, state: 'paid', transactionId, paidAt, leaseUntil: 0, payerTokenCiphertext: null })),
      ]);
      return this.paid(settled, false);
    }
    if (answer.error === 'timeout' || answer.error === 'upstream') {
      await this.repository.unlease(issueNumber);
      return { kind: 'pending-check', payment: publicPayment({ ...payment, leaseUntil: 0 }) };
    }
    await this.repository.discard(issueNumber);
    return { kind: 'refused', code: answer.error };
  }

  /** A recorded payment: paid is answered; a pending one is awaited, or reconciled once its lease ran out. */
  private async settleExisting(existing: StoredPayment, giveUpAt: number): Promise<PayOutcome | 'discarded'> {
    let current: StoredPayment | null = existing;
    while (current !== null && current.state === 'pending-check') {
      const now = this.now();
      if (current.leaseUntil <= now && (await this.repository.lease(current.issueNumber, now, now + this.timings.leaseMs))) {
        return this.reconcile(current);
      }
      if (now >= giveUpAt) return { kind: 'pending-check', payment: publicPayment(current) };
      await firstValueFrom(this.clock.after(this.timings.pollMs));
      current = await this.repository.find(existing.issueNumber);
    }
    return current === null ? 'discarded' : this.paid(current, true);
  }

  /** Asks the payer's wallet history for a pending payment (this caller holds its lease). */
  private async reconcile(pending: StoredPayment): Promise<PayOutcome | 'discarded'> {
    const token = pending.payerTokenCiphertext === null ? null : this.cipher.decrypt(pending.payerTokenCiphertext);
    const history = token === null || this.gateway === null ? null : await this.gateway.findPayment(token, { kind: 'reward', payer: pending.payer, reference: pending.idempotencyKey });
    if (history !== null && history.ok && history.value !== null) {
      return this.paid(await this.repository.settle(pending.issueNumber, history.value.transactionId, this.now()), true);
    }
    if (history !== null && history.ok) {
      await this.repository.discard(pending.issueNumber);
      return 'discarded';
    }
    await this.repository.unlease(pending.issueNumber);
    return { kind: 'pending-check', payment: publicPayment({ ...pending, leaseUntil: 0 }) };
  }

  private paid(payment: StoredPayment | null, replayed: boolean): PayOutcome {
    if (payment === null || payment.state !== 'paid') throw new Error('a settled payment must be recorded as paid');
    return { kind: 'paid', payment: publicPayment(payment), replayed };
  }
}
