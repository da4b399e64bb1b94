import { useId } from 'react';
import {
  CLAIM_LABEL,
  MINT_NEW_CODE_LABEL,
  PORTFOLIO_ANALYTICS_LABEL,
  PORTFOLIO_LABELS as LABELS,
  type ExchangeTabId,
} from '../../../domain/exchange/exchangeConstants';
import { formatCount, formatPrice, formatUsd } from '../../../domain/exchange/formatListing';
import type { Listing } from '../../../domain/exchange/listing';
import { SAMPLE_PORTFOLIO_SUMMARY, SAMPLE_PROFIT_AND_LOSS_24H, sampleHoldings } from '../../../domain/exchange/portfolio';
import { ChangeText } from './ChangeText';
import { HoldingsList } from './HoldingsList';

/**
 * The Marketplace's portfolio panel. Claim has no behaviour (spec section 7); Mint New Code and Portfolio
 * Analytics open the Mint NFT and My Portfolio tabs.
 */
export function PortfolioPanel({
  listings,
  onNavigate,
}: {
  readonly listings: readonly Listing[];
  readonly onNavigate: (tab: ExchangeTabId) => void;
}) {
  const titleId = useId();
  const summary = SAMPLE_PORTFOLIO_SUMMARY;
  const pnl = SAMPLE_PROFIT_AND_LOSS_24H;
  return (
    <section className="exchange-card exchange-portfolio-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{LABELS.panelTitle}</h2>
      <dl className="exchange-figures">
        <div>
          <dt>{LABELS.totalValue}</dt>
          <dd>
            {formatPrice(summary.totalValue)} <span className="exchange-muted">{formatUsd(summary.totalValue)}</span>
          </dd>
        </div>
        <div>
          <dt>{LABELS.profitAndLoss24h}</dt>
          <dd>
            {formatPrice(pnl.btc)} <ChangeText percent={pnl.percent} />
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
            <button type="button" className="exchange-button exchange-button-small">
              {CLAIM_LABEL}
            </button>
          </dd>
        </div>
      </dl>
      <HoldingsList holdings={sampleHoldings(listings)} label={LABELS.holdings} />
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
}
