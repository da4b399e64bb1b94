import type { Candle, CandleInterval } from '../../domain/exchange/market/candles';
import type { ItemFile } from '../../domain/exchange/itemFiles';
import { err, ok, type Result } from '../../domain/shared/result';
import type { DividendOrder, ListingChangeOrder, ListingOrder, MarketDesk, MarketDeskError, PricePoint, PurchaseOrder, PurchaseReceipt } from '../../ports/marketDesk.port';

/** The market's writes in memory for tests: records every order; `refusal` answers the next ones with that code. */
export class MemoryMarketDesk implements MarketDesk {
  readonly purchases: PurchaseOrder[] = [];
  readonly listings: ListingOrder[] = [];
  readonly dividends: DividendOrder[] = [];
  readonly changes: (ListingChangeOrder & { readonly listingId: string })[] = [];
  readonly withdrawals: string[] = [];
  refusal: MarketDeskError | null = null;
  /** The receivers a purchase's receipt names (none: the receipt tells no split). */
  receivers: { handle: string; satoshis: number }[] = [];
  /** Each item's trade prices. */
  readonly prices = new Map<string, readonly PricePoint[]>();
  /** Each item's candles, by interval (none: no trades). */
  readonly candleSets = new Map<string, Readonly<Partial<Record<CandleInterval, readonly Candle[]>>>>();
  /** Each item's kept files (an item not here: `files-not-kept`). */
  readonly files = new Map<string, readonly ItemFile[]>();

  async buy(order: PurchaseOrder): Promise<Result<PurchaseReceipt, MarketDeskError>> {
    this.purchases.push(order);
    if (this.refusal !== null) return err(this.refusal);
    const receipt = { quantity: order.quantity, totalSatoshis: order.quantity * 10_250, transactionId: `tx-${this.purchases.length}` };
    return ok(this.receivers.length === 0 ? receipt : { ...receipt, receivers: this.receivers });
  }

  async list(order: ListingOrder): Promise<Result<void, MarketDeskError>> {
    this.listings.push(order);
    return this.refusal === null ? ok(undefined) : err(this.refusal);
  }

  async change(listingId: string, order: ListingChangeOrder): Promise<Result<void, MarketDeskError>> {
    this.changes.push({ listingId, ...order });
    return this.refusal === null ? ok(undefined) : err(this.refusal);
  }

  async withdraw(listingId: string): Promise<Result<void, MarketDeskError>> {
    this.withdrawals.push(listingId);
    return this.refusal === null ? ok(undefined) : err(this.refusal);
  }

  async distribute(order: DividendOrder): Promise<Result<{ paidSatoshis: number; holders: number }, MarketDeskError>> {
    this.dividends.push(order);
    return this.refusal === null ? ok({ paidSatoshis: 1_000, holders: 1 }) : err(this.refusal);
  }

  async history(itemId: string): Promise<Result<readonly PricePoint[], MarketDeskError>> {
    return ok(this.prices.get(itemId) ?? []);
  }

  async candles(itemId: string, interval: CandleInterval): Promise<Result<readonly Candle[], MarketDeskError>> {
    return this.refusal === null ? ok(this.candleSets.get(itemId)?.[interval] ?? []) : err(this.refusal);
  }

  async filesOf(itemId: string): Promise<Result<readonly ItemFile[], MarketDeskError>> {
    const files = this.files.get(itemId);
    return files === undefined ? err({ code: 'files-not-kept' }) : ok(files);
  }
}
