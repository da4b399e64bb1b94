import { dividendShares, payableShares, paymentBatches } from '../../../domain/exchange/market/dividends';
import { DIVIDEND_RECEIVERS_PER_PAYMENT } from '../../../domain/exchange/market/marketRules';
import type { PaymentRefusalCode } from '../../../domain/payments/payment';
import { parseBsvAmount } from '../../../domain/payments/bsvAmount';
import type { MarketRepository, StoredDistribution } from '../../../ports/marketRepository.port';
import type { SplitPaymentGateway } from '../../../ports/paymentGateway.port';

/** A distribution as asked for: the item, the amount in BSV as typed, and the distributor's idempotency key. */
export interface DistributionRequest {
  readonly itemId: string;
  readonly amountBsv: string;
  readonly idempotencyKey: string;
}

/**
 * Why a distribution was refused or stopped: the amount, an item the distributor did not mint, nobody else to pay
 * (or every share rounds to nothing), the key naming another distribution, or a wallet refusal (batches already
 * paid stay paid; asking again with the same key pays the rest).
 */
export type DistributionRefusalCode =
  | 'invalid-amount'
  | 'unknown-item'
  | 'not-item-owner'
  | 'no-holders-to-pay'
  | 'key-reused'
  | 'distribution-in-progress'
  | 'wallet-not-configured'
  | PaymentRefusalCode;

export type DistributionOutcome =
  | { readonly kind: 'paid'; readonly distribution: StoredDistribution; readonly replayed: boolean }
  | { readonly kind: 'pending-check'; readonly distribution: StoredDistribution }
  | { readonly kind: 'refused'; readonly code: DistributionRefusalCode };

/**
 * Pays an item's dividend to its holders pro rata (issue 30, Build 5): shares in whole satoshis (rounded down;
 * `dividendShares`), the distributor's own share kept, the rest paid in batches of at most
 * `DIVIDEND_RECEIVERS_PER_PAYMENT` receivers. The shares are recorded before any payment and each batch is paid
 * once: each batch is marked as asked for before the wallet is asked, so a batch whose answer was lost (an upstream
 * error, a timeout, a restart, another instance) stays "pending check" until the wallet says what became of it or
 * the distributor settles it by its transaction id or releases it; it is never paid again blindly.
 */
export class DividendDesk {
  constructor(
    private readonly repository: MarketRepository,
    private readonly gateway: SplitPaymentGateway | null,
    private readonly now: () => number,
    private readonly leaseMs: number = 60_000,
    private readonly batchSize: number = DIVIDEND_RECEIVERS_PER_PAYMENT,
  ) {}

  async distribute(distributor: { readonly handle: string; readonly authToken: string }, request: DistributionRequest): Promise<DistributionOutcome> {
    const amount = parseBsvAmount(request.amountBsv);
    if (!amount.ok) return { kind: 'refused', code: 'invalid-amount' };
    const existing = await this.repository.findDistribution(request.idempotencyKey);
    if (existing !== null) return this.resume(existing, distributor, request, amount.value);
    if (this.gateway === null) return { kind: 'refused', code: 'wallet-not-configured' };
    const item = await this.repository.item(request.itemId);
    if (item === null) return { kind: 'refused', code: 'unknown-item' };
    if (item.owner !== distributor.handle) return { kind: 'refused', code: 'not-item-owner' };
    const payable = payableShares(dividendShares(amount.value, await this.repository.holders(item.itemId)), distributor.handle);
    if (payable.length === 0) return { kind: 'refused', code: 'no-holders-to-pay' };
    const now = this.now();
    const begun = await this.repository.beginDistribution({
      idempotencyKey: request.idempotencyKey,
      itemId: item.itemId,
      distributor: distributor.handle,
      amountSatoshis: amount.value,
      state: 'paying',
      refusal: null,
      createdAt: now,
      leaseUntil: now + this.leaseMs,
      shares: paymentBatches(payable, this.batchSize).flatMap((batch, index) =>
        batch.map((share) => ({ holder: share.handle, satoshis: share.satoshis, batch: index, transactionId: null, paidAt: null, attemptedAt: null })),
      ),
    });
    if (begun.kind === 'exists') return this.resume(begun.distribution, distributor, request, amount.value);
    return this.payBatches(begun.distribution, distributor);
  }

  private async resume(
    existing: StoredDistribution,
    distributor: { readonly handle: string; readonly authToken: string },
    request: DistributionRequest,
    amount: number,
  ): Promise<DistributionOutcome> {
    if (existing.distributor !== distributor.handle || existing.itemId !== request.itemId || existing.amountSatoshis !== amount) {
      return { kind: 'refused', code: 'key-reused' };
    }
    if (existing.state === 'paid') return { kind: 'paid', distribution: existing, replayed: true };
    const now = this.now();
    // A distribution stopped by a refusal, or whose lease ran out, is taken up again: only unpaid batches are paid.
    if (!(await this.repository.leaseDistribution(existing.idempotencyKey, now, now + this.leaseMs))) {
      return { kind: 'refused', code: 'distribution-in-progress' };
    }
    return this.payBatches(existing, distributor);
  }

  private async payBatches(distribution: StoredDistribution, distributor: { readonly handle: string; readonly authToken: string }): Promise<DistributionOutcome> {
    if (this.gateway === null) return { kind: 'refused', code: 'wallet-not-configured' };
    const unpaid = [...new Set(distribution.shares.filter((share) => share.transactionId === null).map((share) => share.batch))];
    for (const batch of unpaid) {
      const shares = distribution.shares.filter((share) => share.batch === batch);
      const identity = { kind: 'dividend', payer: distribution.distributor, reference: dividendReference(distribution.idempotencyKey, batch) } as const;
      let transactionId: string | null = null;
      // A batch asked for before may have been paid: its answer is looked for, and an unknown one stops here.
      if (shares.some((share) => share.attemptedAt !== null)) {
        const known = await this.gateway.findPayment(distributor.authToken, identity);
        if (!known.ok) return this.pendingCheck(distribution);
        transactionId = known.value?.transactionId ?? null;
      }
      if (transactionId === null) {
        await this.repository.markBatchAttempted(distribution.idempotencyKey, batch, this.now());
        const receivers = shares.map(({ holder, satoshis }) => ({ handle: holder, satoshis }));
        const answer = await this.gateway.payReceivers(distributor.authToken, { ...identity, receivers, note: `Dividend of ${distribution.itemId}` });
        if (!answer.ok) {
          const error = answer.error;
          if (error === 'timeout' || error === 'upstream') return this.pendingCheck(distribution);
          await this.repository.releaseBatch(distribution.idempotencyKey, batch);
          await this.repository.endDistribution(distribution.idempotencyKey, 'failed', error);
          return { kind: 'refused', code: error };
        }
        transactionId = answer.value.transactionId;
      }
      await this.repository.settleBatch(distribution.idempotencyKey, batch, transactionId, this.now());
    }
    return this.finish(distribution.idempotencyKey);
  }

  /** Stops at a batch whose answer is unknown: the lease ends so that a retry or a settlement may take it. */
  private async pendingCheck(distribution: StoredDistribution): Promise<DistributionOutcome> {
    await this.repository.unleaseDistribution(distribution.idempotencyKey);
    return { kind: 'pending-check', distribution: (await this.repository.findDistribution(distribution.idempotencyKey)) ?? distribution };
  }

  private async finish(idempotencyKey: string): Promise<DistributionOutcome> {
    await this.repository.endDistribution(idempotencyKey, 'paid', null);
    const paid = await this.repository.findDistribution(idempotencyKey);
    if (paid === null) throw new Error('a paid distribution must be recorded');
    return { kind: 'paid', distribution: paid, replayed: false };
  }
}

/** The reference of a distribution's batch: the one its payment carries. */
export const dividendReference = (idempotencyKey: string, batch: number): string => `${idempotencyKey}:${batch}`;
