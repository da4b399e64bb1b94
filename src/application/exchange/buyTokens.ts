import type { Candle, CandleInterval } from '../../domain/exchange/market/candles';
import type { Listing } from '../../domain/exchange/listing';
import { platformFee } from '../../domain/exchange/market/purchaseRules';
import { royaltyOf } from '../../domain/exchange/market/royaltyRules';
import { err, type Result } from '../../domain/shared/result';
import type { MarketDesk, MarketDeskError, PricePoint, PurchaseReceipt } from '../../ports/marketDesk.port';
import type { Random } from '../../ports/random.port';
import type { MarketStore } from './marketStore';
import type { PortfolioStore } from './portfolioStore';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const KEY_LENGTH = 24;

/**
 * What buying `quantity` tokens costs: the tokens at the ask, the platform fee on top (whole satoshis), and how the
 * one payment splits: the seller's share and, on a resale, the creator's royalty taken from it.
 */
export interface PurchaseCost {
  readonly subtotalSatoshis: number;
  readonly feeSatoshis: number;
  readonly totalSatoshis: number;
  readonly sellerSatoshis: number;
  readonly royaltySatoshis: number;
  readonly royaltyPercent: number;
}

/**
 * Trading on the market from the page (issue 30, Build 1, 2 and 6). Buys tokens of a real listing from the detail
 * dialog with one idempotency key per opened form, so a double click or a retry is the same purchase; lists tokens
 * of a held item from My Portfolio. The market (and after a listing, the portfolio) is read again after each.
 */
export class BuyTokens {
  constructor(
    private readonly desk: MarketDesk,
    private readonly market: MarketStore,
    private readonly portfolio: PortfolioStore,
    private readonly random: Random,
  ) {}

  /** Opens or changes the signed-in person's listing of an item they hold: quantity, price per token in BSV. */
  async list(itemId: string, quantity: number, price: string): Promise<Result<void, MarketDeskError>> {
    return this.afterListingWrite(await this.desk.list({ itemId, quantity, price }));
  }

  /** Changes the quantity and price (BSV as typed) of the signed-in person's own open listing. */
  async change(listingId: string, quantity: number, price: string): Promise<Result<void, MarketDeskError>> {
    return this.afterListingWrite(await this.desk.change(listingId, { quantity, price }));
  }

  /** Withdraws the signed-in person's own open listing from the market. */
  async withdraw(listingId: string): Promise<Result<void, MarketDeskError>> {
    return this.afterListingWrite(await this.desk.withdraw(listingId));
  }

  /** A listing changed: the market and the portfolio are read again. */
  private afterListingWrite(answer: Result<void, MarketDeskError>): Result<void, MarketDeskError> {
    if (answer.ok) {
      this.market.reload();
      this.portfolio.refresh();
    }
    return answer;
  }

  /** A fresh idempotency key for one buy form. */
  newKey(): string {
    return Array.from({ length: KEY_LENGTH }, () => KEY_ALPHABET[Math.floor(this.random.next() * KEY_ALPHABET.length)] ?? 'A').join('');
  }

  /** The cost of `quantity` tokens of `listing` at its ask; null for a sample or a quantity that is no whole number. */
  cost(listing: Listing, quantity: number): PurchaseCost | null {
    if (listing.market === undefined || !Number.isSafeInteger(quantity) || quantity < 1) return null;
    const { askSatoshis, seller, creator, royaltyPercent = 0 } = listing.market;
    const subtotalSatoshis = quantity * askSatoshis;
    const feeSatoshis = platformFee(subtotalSatoshis);
    const royaltySatoshis = creator === undefined ? 0 : royaltyOf(subtotalSatoshis, seller, { creator, percent: royaltyPercent });
    return {
      subtotalSatoshis,
      feeSatoshis,
      totalSatoshis: subtotalSatoshis + feeSatoshis,
      sellerSatoshis: subtotalSatoshis - royaltySatoshis,
      royaltySatoshis,
      royaltyPercent: royaltySatoshis > 0 ? royaltyPercent : 0,
    };
  }

  /** Pays a dividend of an item the signed-in person minted to its holders, once per key (one per opened form). */
  async distribute(itemId: string, amount: string, idempotencyKey: string): Promise<Result<{ readonly paidSatoshis: number; readonly holders: number }, MarketDeskError>> {
    const answer = await this.desk.distribute({ itemId, amount, idempotencyKey });
    if (answer.ok) this.market.reload();
    return answer;
  }

  /** The listing's item's trade prices for its chart; a sample has none. */
  async history(listing: Listing): Promise<Result<readonly PricePoint[], MarketDeskError>> {
    if (listing.market === undefined) return err({ code: 'sample-listing' });
    return this.desk.history(listing.market.itemId);
  }

  /** The listing's item's candles of `interval` for its chart; a sample has none. */
  async candles(listing: Listing, interval: CandleInterval): Promise<Result<readonly Candle[], MarketDeskError>> {
    if (listing.market === undefined) return err({ code: 'sample-listing' });
    return this.desk.candles(listing.market.itemId, interval);
  }

  /** Buys; a sample listing is `sample-listing` (nothing is sent). */
  async execute(listing: Listing, quantity: number, idempotencyKey: string): Promise<Result<PurchaseReceipt, MarketDeskError>> {
    if (listing.market === undefined) return err({ code: 'sample-listing' });
    const answer = await this.desk.buy({ listingId: listing.market.listingId, quantity, idempotencyKey });
    if (answer.ok) this.market.reload();
    return answer;
  }
}
