import { useId } from 'react';
import { PortfolioStore } from '../../../application/exchange/portfolioStore';
import { useService } from '../../app/useService';
import { useObservableValue } from '../../app/useObservableValue';
import { NO_HOLDINGS_TEXT, PORTFOLIO_ERROR_TEXTS, PORTFOLIO_LABELS as LABELS } from './exchange.texts';
import { formatCount, formatPrice } from './exchangeFormat';
import { HoldingsList } from './HoldingsList';
import { LIST_TOKENS_LABEL } from './exchange.texts';
import { useUsd } from './usdRate';

/** The My Portfolio tab: the portfolio's totals and its holdings. */
export function PortfolioTab() {
  const titleId = useId();
  const { phase, summary, holdings, failure } = useObservableValue(useService(PortfolioStore).state$);
  const usd = useUsd();
  const totals: readonly [string, string, string | null][] = summary
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
        <HoldingsList holdings={holdings} label={LABELS.holdings} listLabel={summary !== null && phase === 'ready' ? LIST_TOKENS_LABEL : undefined} />
        {phase === 'ready' && holdings.length === 0 && <p className="exchange-muted">{NO_HOLDINGS_TEXT}</p>}
      </div>
    </section>
  );
}
