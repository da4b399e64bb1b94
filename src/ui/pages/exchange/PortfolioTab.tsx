import { useId } from 'react';
import { PortfolioStore } from '../../../application/exchange/portfolioStore';
import { useService } from '../../app/useService';
import { useObservableValue } from '../../app/useObservableValue';
import { NO_HOLDINGS_TEXT, PORTFOLIO_ERROR_TEXTS, PORTFOLIO_LABELS as LABELS } from './exchange.texts';
import { formatCount, formatPrice } from './exchangeFormat';
import { PortfolioTable } from './PortfolioTable';
import { PortfolioTotals } from './PortfolioTotals';
import { PORTFOLIO_TABLE_TEXTS } from './portfolio.texts';
import { useUsd } from './usdRate';

/**
 * The My Portfolio tab: the totals, then one table of what the person holds. A signed-in person's figures come from
 * the market's ledger (`summary.market`, each holding's `market`); items minted and not listed yet are rows of the
 * same table with no market figures. The sample portfolio (no wallet configured) shows its totals marked Sample.
 */
export function PortfolioTab() {
  const titleId = useId();
  const { phase, summary, holdings, failure } = useObservableValue(useService(PortfolioStore).state$);
  const usd = useUsd();
  const sample = holdings.length > 0 && holdings.every((holding) => holding.listing.sample === true);
  const sampleTotals: readonly [string, string, string | null][] =
    summary && summary.market === undefined && sample
      ? [
          [LABELS.totalValue, formatPrice(summary.totalValue), usd(summary.totalValue)],
          [LABELS.totalRevenue, formatPrice(summary.totalRevenue), usd(summary.totalRevenue)],
          [LABELS.holdings, formatCount(summary.holdingsCount), null],
          [LABELS.pendingDividends, formatPrice(summary.pendingDividends), usd(summary.pendingDividends)],
        ]
      : [];
  return (
    <section className="exchange-portfolio" aria-labelledby={titleId}>
      <h2 id={titleId}>{LABELS.tabTitle}</h2>
      {failure && <p role="alert">{PORTFOLIO_ERROR_TEXTS[failure]}</p>}
      {summary?.market && <PortfolioTotals totals={summary.market} holdings={holdings.length} />}
      {sampleTotals.length > 0 && (
        <dl className="exchange-stats">
          {sampleTotals.map(([label, value, note]) => (
            <div key={label} className="exchange-card exchange-stat">
              <dt>{label}</dt>
              <dd className="exchange-stat-value">{value}</dd>
              <dd className="exchange-muted">{note === null ? PORTFOLIO_TABLE_TEXTS.sample : `${note} · ${PORTFOLIO_TABLE_TEXTS.sample}`}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="exchange-card">
        <h3>{LABELS.holdings}</h3>
        {holdings.length > 0 && <PortfolioTable holdings={holdings} actions={summary !== null && phase === 'ready'} />}
        {phase === 'ready' && holdings.length === 0 && <p className="exchange-muted">{NO_HOLDINGS_TEXT}</p>}
      </div>
    </section>
  );
}
