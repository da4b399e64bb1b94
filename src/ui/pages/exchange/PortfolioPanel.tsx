import { memo, useId } from 'react';
import { PortfolioStore } from '../../../application/exchange/portfolioStore';
import { useService } from '../../app/useService';
import { useObservableValue } from '../../app/useObservableValue';
import { ChangeText } from './ChangeText';
import { ClaimButton, claimMessage } from './ClaimButton';
import {
  MINT_NEW_CODE_LABEL,
  PORTFOLIO_ANALYTICS_LABEL,
  PORTFOLIO_ERROR_TEXTS,
  PORTFOLIO_LABELS as LABELS,
  PLACEHOLDER_FIGURE,
  type ExchangeTabId,
} from './exchange.texts';
import { formatCount, formatPrice } from './exchangeFormat';
import { HoldingsList } from './HoldingsList';
import { PortfolioTotals } from './PortfolioTotals';
import { useUsd } from './usdRate';

/** Formats a figure, or stands `—` in for one not read yet. */
function figure(value: number | undefined, format: (value: number) => string | null): string | null {
  return value === undefined ? PLACEHOLDER_FIGURE : format(value);
}

/**
 * The Marketplace's portfolio panel. While the portfolio loads, its figures show `—` (Claim disabled), so the
 * panel does not grow when they arrive (how many holdings arrive is not known before: a visitor has none). Claim
 * asks the portfolio to pay the dividends and says the outcome in the page; Mint New Code and Portfolio Analytics
 * open the Mint NFT and My Portfolio tabs. A signed-in person's figures come from the market's ledger (value, profit, holdings, dividends still being
 * paid; dividends are paid as they are distributed, so there is nothing to claim).
 */
export const PortfolioPanel = memo(function PortfolioPanel({ onNavigate }: { readonly onNavigate: (tab: ExchangeTabId) => void }) {
  const titleId = useId();
  const store = useService(PortfolioStore);
  const { phase, summary, holdings, failure, claim } = useObservableValue(store.state$);
  const usd = useUsd();
  return (
    <section className="exchange-card exchange-portfolio-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{LABELS.panelTitle}</h2>
      {failure && <p role="alert">{PORTFOLIO_ERROR_TEXTS[failure]}</p>}
      {summary?.market && <PortfolioTotals totals={summary.market} holdings={holdings.length} compact />}
      {!summary?.market && (summary || phase === 'loading') && (
        <dl className="exchange-figures" aria-busy={summary ? undefined : true}>
          <div>
            <dt>{LABELS.totalValue}</dt>
            <dd>
              {figure(summary?.totalValue, formatPrice)} <span className="exchange-muted">{figure(summary?.totalValue, usd)}</span>
            </dd>
          </div>
          <div>
            <dt>{LABELS.profitAndLoss24h}</dt>
            <dd>
              {figure(summary?.profitAndLoss24h.btc, formatPrice)}{' '}
              {summary ? <ChangeText percent={summary.profitAndLoss24h.percent} /> : PLACEHOLDER_FIGURE}
            </dd>
          </div>
          <div>
            <dt>{LABELS.holdings}</dt>
            <dd>{figure(summary?.holdingsCount, formatCount)}</dd>
          </div>
          <div>
            <dt>{LABELS.pendingDividends}</dt>
            <dd className="exchange-claim">
              {figure(summary?.pendingDividends, formatPrice)}
              <ClaimButton claim={claim} disabled={!summary} onClaim={() => void store.claimDividends()} />
            </dd>
          </div>
        </dl>
      )}
      <p className="exchange-notice" role="status" aria-live="polite">
        {claimMessage(claim, summary?.pendingDividends ?? 0)}
      </p>
      <HoldingsList holdings={holdings} label={LABELS.holdings} />
      <div className="exchange-actions">
        <button type="button" className="exchange-button exchange-button-primary" onClick={() => onNavigate('mint')}>
          {MINT_NEW_CODE_LABEL}
        </button>
        <button type="button" className="exchange-button" onClick={() => onNavigate('portfolio')}>
          {PORTFOLIO_ANALYTICS_LABEL}
        </button>
      </div>
    </section>
  );
});
