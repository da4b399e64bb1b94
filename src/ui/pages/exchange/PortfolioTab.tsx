import { useId } from 'react';
import { PORTFOLIO_LABELS as LABELS } from '../../../domain/exchange/exchangeConstants';
import { formatCount, formatPrice, formatUsd } from '../../../domain/exchange/formatListing';
import { SAMPLE_PORTFOLIO_SUMMARY, sampleHoldings } from '../../../domain/exchange/portfolio';
import { SAMPLE_LISTINGS } from '../../../domain/exchange/sampleListings';
import { HoldingsList } from './HoldingsList';

const HOLDINGS = sampleHoldings(SAMPLE_LISTINGS);

/** The My Portfolio tab: the sample portfolio's totals and up to three holdings. */
export function PortfolioTab() {
  const titleId = useId();
  const summary = SAMPLE_PORTFOLIO_SUMMARY;
  const totals: readonly [string, string, string | null][] = [
    [LABELS.totalValue, formatPrice(summary.totalValue), formatUsd(summary.totalValue)],
    [LABELS.totalRevenue, formatPrice(summary.totalRevenue), formatUsd(summary.totalRevenue)],
    [LABELS.holdings, formatCount(summary.holdingsCount), null],
    [LABELS.pendingDividends, formatPrice(summary.pendingDividends), formatUsd(summary.pendingDividends)],
  ];
  return (
    <section className="exchange-portfolio" aria-labelledby={titleId}>
      <h2 id={titleId}>{LABELS.tabTitle}</h2>
      <dl className="exchange-stats">
        {totals.map(([label, value, note]) => (
          <div key={label} className="exchange-card exchange-stat">
            <dt>{label}</dt>
            <dd className="exchange-stat-value">{value}</dd>
            {note && <dd className="exchange-muted">{note}</dd>}
          </div>
        ))}
      </dl>
      <div className="exchange-card">
        <h3>{LABELS.holdings}</h3>
        <HoldingsList holdings={HOLDINGS} label={LABELS.holdings} />
      </div>
    </section>
  );
}
