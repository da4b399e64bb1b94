import { memo, useMemo } from 'react';
import type { Listing } from '../../../domain/exchange/listing';
import { marketTotals, type MarketFigures } from '../../../domain/exchange/marketFigures';
import { MARKET_STAT_LABELS as LABELS, MARKET_STAT_NOTES as NOTES } from './exchange.texts';
import { formatBtcAmount, formatCount, formatUsdCompact } from './exchangeFormat';

/**
 * The four market stat cards, as a description list so each figure is read with its label: market cap and 24h
 * volume summed over the catalogue, active traders and dividends paid from the market's figures.
 */
export const MarketStats = memo(function MarketStats({ listings, figures }: { readonly listings: readonly Listing[]; readonly figures: MarketFigures }) {
  const totals = useMemo(() => marketTotals(listings), [listings]);
  const usd = (btc: number) => `≈ ${formatUsdCompact(btc, figures.btcUsdRate)}`;
  const stats: readonly (readonly [string, string, string])[] = [
    [LABELS.marketCap, formatBtcAmount(totals.marketCap), usd(totals.marketCap)],
    [LABELS.volume, formatBtcAmount(totals.volume24h), usd(totals.volume24h)],
    [LABELS.traders, formatCount(figures.activeTraders24h), NOTES.traders],
    [LABELS.dividends, formatBtcAmount(figures.dividendsPaid24hBtc), `${usd(figures.dividendsPaid24hBtc)} ${NOTES.dividendsSuffix}`],
  ];
  return (
    <dl className="exchange-stats">
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
