import { memo, useMemo } from 'react';
import type { Listing } from '../../../domain/exchange/listing';
import { marketTotals, type MarketFigures } from '../../../domain/exchange/marketFigures';
import { MARKET_STAT_LABELS as LABELS, MARKET_STAT_NOTES as NOTES, NO_TRADES_TEXT, PLACEHOLDER_FIGURE } from './exchange.texts';
import { formatBsvAmount, formatCount, formatUsdCompact } from './exchangeFormat';

type Stat = readonly [label: string, value: string, note: string];

/** The cards' figures; `—` in each while the market loads, so the cards keep their size when it arrives. */
function statsOf(listings: readonly Listing[], figures: MarketFigures | null): readonly Stat[] {
  if (figures === null) {
    const none = PLACEHOLDER_FIGURE;
    return [
      [LABELS.marketCap, none, none],
      [LABELS.volume, none, none],
      [LABELS.traders, none, NOTES.traders],
      [LABELS.dividends, none, `${none} ${NOTES.dividendsSuffix}`],
    ];
  }
  const totals = figures.totals ?? marketTotals(listings);
  const rate = figures.usdPerBsv;
  // Dollars only at the rate the operator configured; without one, none.
  const usd = (bsv: number) => (rate === null ? '' : `≈ ${formatUsdCompact(bsv, rate)}`);
  // A real market says so before its first trade instead of showing a number.
  const amount = (bsv: number | null): readonly [string, string] => (bsv === null ? [NO_TRADES_TEXT, ''] : [formatBsvAmount(bsv), usd(bsv)]);
  return [
    [LABELS.marketCap, ...amount(totals.marketCap)],
    [LABELS.volume, ...amount(totals.volume24h)],
    [LABELS.traders, formatCount(figures.activeTraders24h), NOTES.traders],
    [LABELS.dividends, formatBsvAmount(figures.dividendsPaid24hBsv), [usd(figures.dividendsPaid24hBsv), NOTES.dividendsSuffix].filter(Boolean).join(' ')],
  ];
}

/**
 * The four market stat cards, as a description list so each figure is read with its label: market cap and 24h
 * volume (the market's own totals, or summed over the sample catalogue; "No trades yet" before a real trade), active traders and dividends paid from the market's figures. With `figures`
 * null (the market is loading) the cards show `—` and the list is marked busy.
 */
export const MarketStats = memo(function MarketStats({
  listings,
  figures,
}: {
  readonly listings: readonly Listing[];
  readonly figures: MarketFigures | null;
}) {
  const stats = useMemo(() => statsOf(listings, figures), [listings, figures]);
  return (
    <dl className="exchange-stats" aria-busy={figures === null ? true : undefined}>
      {stats.map(([label, value, note]) => (
        <div key={label} className="exchange-card exchange-stat">
          <dt>{label}</dt>
          <dd className="exchange-stat-value">{value}</dd>
          <dd className="exchange-muted">{note}</dd>
        </div>
      ))}
    </dl>
  );
});
