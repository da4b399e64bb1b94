import { firstValueFrom } from 'rxjs';
import { quotePurchase, type PurchaseQuote, type PurchaseRefusal } from '../../../domain/exchange/market/purchaseRules';
import type { PaymentRefusalCode } from '../../../domain/payments/payment';
import type { Clock } from '../../../ports/clock.port';
import type { MarketRepository, StoredPurchase } from '../../../ports/marketRepository.port';
import type { SplitPaymentGateway } from '../../../ports/paymentGateway.port';
import type { TokenCipher } from '../../../ports/tokenCipher.port';

/** A purchase as asked for: which listing, how many tokens, and the buyer's idempotency key for this purchase. */
export interface PurchaseRequest {
  readonly listingId: string;
  readonly quantity: number;
  readonly idempotencyKey: string;
}

/**
 * Why a purchase was refused; nothing was paid and no token moved. `key-reused`: the key names another purchase;
 * `payment-not-made`: a payment whose answer was lost turned out not to have been made; `wallet-not-configured`:
 * no wallet can pay here.
 */
export type PurchaseRefusalCode = PurchaseRefusal | PaymentRefusalCode | 'unknown-listing' | 'key-reused' | 'payment-not-made' | 'wallet-not-configured';

export type PurchaseOutcome =
  | { readonly kind: 'bought'; readonly purchase: StoredPurchase; readonly replayed: boolean }
  | { readonly kind: 'pending-check'; readonly purchase: StoredPurchase }
  | { readonly kind: 'refused'; readonly code: PurchaseRefusalCode };

/** Who buys: the signed-in handle and the wallet token that pays. */
export interface PurchaseBuyer {
  readonly handle: string;
  readonly authToken: string;
  /**
   * The same token already sealed by this desk's cipher (the session keeps it so), kept with a pending purchase as it
   * is instead of being sealed again for each purchase; absent: the desk seals it.
   */
  readonly sealedToken?: string;
}

export interface PurchaseTimings {
  readonly leaseMs: number;
  readonly waitMs: number;
  readonly pollMs: number;
}

/** The most stuck purchases one sweep settles. */
const STALE_PER_SWEEP = 20;

export const DEFAULT_PURCHASE_TIMINGS: PurchaseTimings = { leaseMs: 15_000, waitMs: 15_000, pollMs: 100 };

const sameRequest = (purchase: StoredPurchase, buyer: string, request: PurchaseRequest): boolean =>
  purchase.buyer === buyer && purchase.listingId === request.listingId && purchase.quantity === request.quantity;

/**
 * Buys tokens exactly once (issue 30, Build 2), as `ServerPayments` pays rewards: the purchase is recorded and its
 * tokens reserved from the listing (atomically, only while enough remain) before the wallet is asked, so of two
 * buyers racing for the last tokens one reserves them and the other is refused before paying. One payment pays
 * the seller and the platform fee; only a confirmed payment moves tokens, and a refused one gives them back.
 */
export class PurchaseDesk {
  constructor(
    private readonly repository: MarketRepository,
    /** Null: no wallet can pay here; every purchase is refused. */
    private readonly gateway: SplitPaymentGateway | null,
    private readonly cipher: TokenCipher,
    private readonly clock: Pick<Clock, 'now' | 'after'>,
    /** The HandCash handle the platform fee is paid to. */
    private readonly feeHandle: string,
    private readonly timings: PurchaseTimings = DEFAULT_PURCHASE_TIMINGS,
  ) {}

  async buy(buyer: PurchaseBuyer, request: PurchaseRequest): Promise<PurchaseOutcome> {
    const giveUpAt = this.clock.now() + this.timings.waitMs;
    let swept = false;
    for (;;) {
      // The key’s purchase and the listing in one read; the reservation takes tokens only while the listing holds enough.
      const { purchase: existing, listing } = await this.repository.purchaseLookup(request.idempotencyKey, request.listingId);
      if (existing !== null) {
        if (!sameRequest(existing, buyer.handle, request)) return { kind: 'refused', code: 'key-reused' };
        const settled = await this.settleExisting(existing, giveUpAt);
        if (settled !== 'again') return settled;
        continue;
      }
      if (this.gateway === null) return { kind: 'refused', code: 'wallet-not-configured' };
      if (listing === null) return { kind: 'refused', code: 'unknown-listing' };
      const quote = quotePurchase(listing, buyer.handle, request.quantity, this.feeHandle);
      const reserved = quote.ok ? await this.reserve(quote.value, buyer, request.idempotencyKey) : null;
      const tooFew = (quote.ok ? reserved?.kind : quote.error) === 'not-enough-tokens';
      // Tokens held by purchases stuck pending (their buyer gone) are settled first, then asked for once more.
      if (tooFew && !swept) {
        swept = true;
        if ((await this.expireStale()) > 0) continue;
      }
      if (!quote.ok) return { kind: 'refused', code: quote.error };
      if (reserved === null || reserved.kind === 'not-enough-tokens') return { kind: 'refused', code: 'not-enough-tokens' };
      if (reserved.kind === 'reserved') return this.pay(reserved.purchase, buyer.authToken);
    }
  }

  /**
   * Settles purchases stuck pending (made more than a lease ago, their lease run out, nobody asking again): each is
   * reconciled with the buyer's wallet history under its lease, so a paid one completes and an unpaid one fails and
   * gives its tokens back to the listing; one whose wallet cannot answer stays pending. Answers how many settled.
   */
  async expireStale(limit: number = STALE_PER_SWEEP): Promise<number> {
    const now = this.clock.now();
    const stale = await this.repository.stalePurchases(now, now - this.timings.leaseMs, limit);
    let settled = 0;
    for (const purchase of stale) {
      if (!(await this.repository.leasePurchase(purchase.idempotencyKey, now, now + this.timings.leaseMs))) continue;
      if ((await this.reconcile(purchase)).kind !== 'pending-check') settled += 1;
    }
    return settled;
  }

  private reserve(quote: PurchaseQuote, buyer: PurchaseBuyer, idempotencyKey: string) {
    const now = this.clock.now();
    return this.repository.reservePurchase({
      ...quote,
      idempotencyKey,
      createdAt: now,
      leaseUntil: now + this.timings.leaseMs,
      buyerTokenCiphertext: buyer.sealedToken ?? this.cipher.encrypt(buyer.authToken),
    });
  }

  /**
   * Pays a purchase recorded pending elsewhere (an accepted offer's) by this desk's path: completed once paid, failed
   * (tokens freed) when refused, left pending check when the answer is lost, and reconciled by `expireStale`.
   */
  payReserved(purchase: StoredPurchase, authToken: string): Promise<PurchaseOutcome> {
    return this.pay(purchase, authToken);
  }

  private async pay(purchase: StoredPurchase, authToken: string): Promise<PurchaseOutcome> {
    if (this.gateway === null) throw new Error('pay() needs a gateway');
    const answer = await this.gateway.payReceivers(authToken, {
      receivers: purchase.receivers,
      note: `${purchase.quantity} tokens of ${purchase.itemId}`,
      kind: 'purchase',
      payer: purchase.buyer,
      reference: purchase.idempotencyKey,
    });
    if (answer.ok) return this.bought(await this.repository.completePurchase(purchase.idempotencyKey, answer.value.transactionId, this.clock.now()), false);
    if (answer.error === 'timeout' || answer.error === 'upstream') {
      await this.repository.unleasePurchase(purchase.idempotencyKey);
      return { kind: 'pending-check', purchase: { ...purchase, leaseUntil: 0 } };
    }
    await this.repository.failPurchase(purchase.idempotencyKey, answer.error);
    return { kind: 'refused', code: answer.error };
  }

  /** A recorded purchase: paid or failed is answered; a pending one is awaited, or reconciled once its lease ran out. */
  private async settleExisting(existing: StoredPurchase, giveUpAt: number): Promise<PurchaseOutcome | 'again'> {
    let current: StoredPurchase | null = existing;
    while (current?.state === 'pending-check') {
      const now = this.clock.now();
      if (current.leaseUntil <= now && (await this.repository.leasePurchase(current.idempotencyKey, now, now + this.timings.leaseMs))) {
        return this.reconcile(current);
      }
      if (now >= giveUpAt) return { kind: 'pending-check', purchase: current };
      await firstValueFrom(this.clock.after(this.timings.pollMs));
      current = await this.repository.findPurchase(existing.idempotencyKey);
    }
    if (current === null) return 'again';
    return current.state === 'paid' ? this.bought(current, true) : { kind: 'refused', code: (current.refusal ?? 'payment-not-made') as PurchaseRefusalCode };
  }

  /** Asks the buyer's wallet history whether a pending purchase was paid (this caller holds its lease). */
  private async reconcile(pending: StoredPurchase): Promise<PurchaseOutcome> {
    const token = pending.buyerTokenCiphertext === null ? null : this.cipher.decrypt(pending.buyerTokenCiphertext);
    const history = token === null || this.gateway === null ? null : await this.gateway.findPayment(token, { kind: 'purchase', payer: pending.buyer, reference: pending.idempotencyKey });
    if (history?.ok && history.value !== null) {
      return this.bought(await this.repository.completePurchase(pending.idempotencyKey, history.value.transactionId, this.clock.now()), true);
    }
    if (history?.ok) {
      await this.repository.failPurchase(pending.idempotencyKey, 'payment-not-made');
      return { kind: 'refused', code: 'payment-not-made' };
    }
    await this.repository.unleasePurchase(pending.idempotencyKey);
    return { kind: 'pending-check', purchase: { ...pending, leaseUntil: 0 } };
  }

  private bought(purchase: StoredPurchase | null, replayed: boolean): PurchaseOutcome {
    if (purchase?.state !== 'paid') throw new Error('a completed purchase must be recorded as paid');
    return { kind: 'bought', purchase, replayed };
  }
}
