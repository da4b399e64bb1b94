import type { MarketRepository } from '../../../ports/marketRepository.port';
import type { PaymentRepository } from '../../../ports/paymentRepository.port';
import type { PendingPaymentRecord } from '../../../ports/pendingPayments.port';

/**
 * The writes that end a pending payment, for each kind, through the repositories that recorded it: taking its lease
 * (so that no payment, reconciliation or other settlement of it runs meanwhile), recording it paid, giving the
 * lease back, or releasing it (nothing left the wallet: the reward may be paid again, the purchase fails and its
 * tokens go back to the listing, the dividend batch may be paid again).
 */
export class PendingPaymentWrites {
  constructor(
    /** The operator's repository's payments. */
    private readonly payments: PaymentRepository,
    /** Null: no market here (no purchase or dividend can be pending). */
    private readonly market: MarketRepository | null,
    /** A connected repository's payments (`owner/name`); absent: only the operator's rewards can be pending. */
    private readonly paymentsOf?: (repository: string) => PaymentRepository,
  ) {}

  /** The payments a reward is kept in: its repository's, keyed (repository, issue). */
  private rewardsOf(target: { readonly repository?: string }): PaymentRepository {
    if (target.repository === undefined || target.repository === '') return this.payments;
    if (this.paymentsOf === undefined) throw new Error('a connected repository’s pending reward needs its payments');
    return this.paymentsOf(target.repository);
  }

  private marketOf(): MarketRepository {
    if (this.market === null) throw new Error('a pending purchase or dividend needs the market');
    return this.market;
  }

  /** Takes the payment's lease until `leaseUntil`; false when a wallet call or another settlement holds it. */
  take(record: PendingPaymentRecord, now: number, leaseUntil: number): Promise<boolean> {
    const { target } = record;
    if (target.kind === 'reward') return this.rewardsOf(target).lease(target.issueNumber, now, leaseUntil);
    if (target.kind === 'purchase') return this.marketOf().leasePurchase(target.idempotencyKey, now, leaseUntil);
    return this.marketOf().leaseDistribution(target.idempotencyKey, now, leaseUntil);
  }

  /** Gives the lease back, the payment still pending. */
  async giveBack(record: PendingPaymentRecord): Promise<void> {
    const { target } = record;
    if (target.kind === 'reward') return this.rewardsOf(target).unlease(target.issueNumber);
    if (target.kind === 'purchase') return this.marketOf().unleasePurchase(target.idempotencyKey);
    return this.marketOf().unleaseDistribution(target.idempotencyKey);
  }

  /** Records the payment paid as `transactionId` (a purchase moves its tokens; a distribution all paid ends paid). */
  async settle(record: PendingPaymentRecord, transactionId: string, paidAt: number): Promise<void> {
    const { target } = record;
    if (target.kind === 'reward') {
      await this.rewardsOf(target).settle(target.issueNumber, transactionId, paidAt);
      return;
    }
    const market = this.marketOf();
    if (target.kind === 'purchase') {
      await market.completePurchase(target.idempotencyKey, transactionId, paidAt);
      return;
    }
    await market.settleBatch(target.idempotencyKey, target.batch, transactionId, paidAt);
    const distribution = await market.findDistribution(target.idempotencyKey);
    if (distribution !== null && distribution.shares.every((share) => share.transactionId !== null)) {
      await market.endDistribution(target.idempotencyKey, 'paid', null);
    } else {
      await market.unleaseDistribution(target.idempotencyKey);
    }
  }

  /** Releases the payment: nothing left the wallet, so what it held is freed. */
  async release(record: PendingPaymentRecord): Promise<void> {
    const { target } = record;
    if (target.kind === 'reward') return this.rewardsOf(target).discard(target.issueNumber);
    const market = this.marketOf();
    if (target.kind === 'purchase') {
      await market.failPurchase(target.idempotencyKey, 'payment-not-made');
      return;
    }
    await market.releaseBatch(target.idempotencyKey, target.batch);
    await market.unleaseDistribution(target.idempotencyKey);
  }
}
