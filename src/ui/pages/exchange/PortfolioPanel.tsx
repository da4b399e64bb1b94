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
  type ExchangeTabId,
} from './exchange.texts';
import { formatCount, formatPrice } from './exchangeFormat';
import { HoldingsList } from './HoldingsList';
import { useUsd } from './usdRate';

/**
 * The Marketplace's portfolio panel. Claim asks the portfolio to pay the dividends and says the outcome in the
 * page; Mint New Code and Portfolio Analytics open the Mint NFT and My Portfolio tabs.
 */
export const PortfolioPanel = memo(function PortfolioPanel({ onNavigate }: { readonly onNavigate: (tab: ExchangeTabId) => void }) {
  const titleId = useId();
  const store = useService(PortfolioStore);
  const { summary, holdings, failure, claim } = useObservableValue(store.state$);
  const usd = useUsd();
  return (
    <section className="exchange-card exchange-portfolio-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{LABELS.panelTitle}</h2>
      {failure && <p role="alert">{PORTFOLIO_ERROR_TEXTS[failure]}</p>}
      {summary && (
        <dl className="exchange-figures">
          <div>
            <dt>{LABELS.totalValue}</dt>
            <dd>
              {formatPrice(summary.totalValue)} <span className="exchange-muted">{usd(summary.totalValue)}</span>
            </dd>
          </div>
          <div>
            <dt>{LABELS.profitAndLoss24h}</dt>
            <dd>
              {formatPrice(summary.profitAndLoss24h.btc)} <ChangeText percent={summary.profitAndLoss24h.percent} />
            </dd>
          </div>
          <div>
            <dt>{LABELS.holdings}</dt>
            <dd>{formatCount(summary.holdingsCount)}</dd>
          </div>
          <div>
            <dt>{LABELS.pendingDividends}</dt>
            <dd className="exchange-claim">
              {formatPrice(summary.pendingDividends)}
              <ClaimButton claim={claim} onClaim={() => void store.claimDividends()} />
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
