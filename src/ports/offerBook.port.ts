import type { OfferStatus } from '../domain/exchange/market/offerRules';
import type { Result } from '../domain/shared/result';
import type { MarketDeskError } from './marketDesk.port';
import { token, type Token } from './token';

/** An offer as the pages show it: its status now, and where an accepted one's payment stands. */
export interface OfferSummary {
  readonly id: string;
  readonly itemId: string;
  readonly buyer: string;
  readonly quantity: number;
  readonly priceSatoshis: number;
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly status: OfferStatus;
  readonly seller: string | null;
  readonly settlement: 'pending-check' | 'paid' | 'failed' | null;
}

/** An offer as the offer form sends it: the item, how many tokens, the price a token in BSV as typed, and hours open. */
export interface OfferOrder {
  readonly itemId: string;
  readonly quantity: number;
  readonly price: string;
  readonly expiresInHours: number;
}

/**
 * Offers on the market, kept by the app's server (issue 38). Never rejects: failures are `MarketDeskError` values
 * (the server's problem code, `pending-check`, or `unavailable`).
 */
export interface OfferBook {
  /** An item's offers, newest first. */
  ofItem(itemId: string): Promise<Result<readonly OfferSummary[], MarketDeskError>>;
  /** The signed-in person's offers (`made`) and the open offers on tokens they hold (`received`). */
  mine(): Promise<Result<{ readonly made: readonly OfferSummary[]; readonly received: readonly OfferSummary[] }, MarketDeskError>>;
  make(order: OfferOrder): Promise<Result<OfferSummary, MarketDeskError>>;
  withdraw(offerId: string): Promise<Result<OfferSummary, MarketDeskError>>;
  /** Accepts an offer on one's tokens: paid once and the tokens moved, or `pending-check`, or a refusal. */
  accept(offerId: string): Promise<Result<OfferSummary, MarketDeskError>>;
}

export const OfferBook: Token<OfferBook> = token<OfferBook>('OfferBook');
