import type { Listing } from '../domain/exchange/listing';
import type { MarketFigures, MarketNewsItem } from '../domain/exchange/marketFigures';
import type { Result } from '../domain/shared/result';
import { token, type Token } from './token';

/** Why the catalogue could not answer: its source could not be reached. */
export type CatalogError = { readonly code: 'catalogue-unavailable' };

/** The exchange's market: its listings, the figures it cannot sum itself, and its news. */
export interface ListingCatalog {
  /** Every listing, ordered by market cap (largest first), so a position is a market rank. Fails with `catalogue-unavailable`. */
  listings(): Promise<Result<readonly Listing[], CatalogError>>;
  /** Active traders and dividends paid in 24 hours, and the operator's BSV rate dollar figures use (null: none). Fails with `catalogue-unavailable`. */
  marketFigures(): Promise<Result<MarketFigures, CatalogError>>;
  /** The market news, newest first. Fails with `catalogue-unavailable`. */
  news(): Promise<Result<readonly MarketNewsItem[], CatalogError>>;
}

export const ListingCatalog: Token<ListingCatalog> = token<ListingCatalog>('ListingCatalog');
