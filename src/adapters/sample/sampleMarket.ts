import type { MarketFigures, MarketNewsItem } from '../../domain/exchange/marketFigures';

/**
 * The static market figures of the embedded default (spec section 2), in BSV. No dollar rate: the spec's sample rate
 * is no real one, so the sample shows no dollar figure (an operator sets `BSV_USD_RATE` for the real market).
 */
export const SAMPLE_MARKET_FIGURES: MarketFigures = { activeTraders24h: 10571, dividendsPaid24hBsv: 4.82, usdPerBsv: null };

/** The static market news of the embedded default. */
export const SAMPLE_MARKET_NEWS: readonly MarketNewsItem[] = [
  { headline: 'Wallet libraries lead a week of record code-token volume', age: '2h ago' },
  { headline: 'Escrow contracts pay the highest dividend yields this month', age: '5h ago' },
  { headline: 'Ordinals tooling draws hundreds of new holders', age: '1d ago' },
];
