import type { Listing } from '../../../domain/exchange/listing';
import { NO_TRADES_TEXT, PLACEHOLDER_FIGURE } from './exchange.texts';

/**
 * A listing's figure as shown: a real listing (from the database) whose item has not traded says "No trades yet"
 * instead of a trade figure; a figure the real market does not keep (downloads, rating, dividend yield) shows `—`
 * rather than an invented 0. Sample listings show their written figures (they are marked "Sample").
 */
export function tradeFigure(listing: Listing, formatted: string): string {
  return listing.market !== undefined && !listing.market.traded ? NO_TRADES_TEXT : formatted;
}

export function keptFigure(listing: Listing, formatted: string): string {
  return listing.market !== undefined ? PLACEHOLDER_FIGURE : formatted;
}
