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
import { ProfitText } from './ProfitText';
import { bsvText, PORTFOLIO_TABLE_TEXTS, PORTFOLIO_TOTALS_TEXTS } from './portfolio.texts';
import { formatBsv } from '../../../domain/payments/bsvAmount';
import type { PortfolioTotals } from '../../../domain/exchange/market/portfolioFigures';
import { useUsd } from './usdRate';

/** Formats a figure, or stands `—` in for one not read yet. */
function figure(value: number | undefined, format: (value: number) => string | null): string | null {
  return value === undefined ? PLACEHOLDER_FIGURE : format(value);
}

/**
 * A signed-in person's figures from the market's ledger: value at the last prices and profit ("No trades yet" before
 * any trade), holdings, dividends still being paid (dividends are paid as they are distributed: nothing to claim).
 */
function MarketFigures({ totals, holdings }: { readonly totals: PortfolioTotals; readonly holdings: number }) {
  const noTrades = PORTFOLIO_TABLE_TEXTS.noTrades;
  return (
    <dl className="exchange-figures">
      <div>
        <dt>{LABELS.totalValue}</dt>
        <dd>{totals.valueSatoshis === null ? noTrades : bsvText(formatBsv(totals.valueSatoshis))}</dd>
      </div>
      <div>
        <dt>{PORTFOLIO_TOTALS_TEXTS.profitAndLoss}</dt>
        <dd>{totals.profitAndLossSatoshis === null ? noTrades : <ProfitText satoshis={totals.profitAndLossSatoshis} percent={totals.profitAndLossPercent} />}</dd>
      </div>
      <div>
        <dt>{LABELS.holdings}</dt>
        <dd>{formatCount(holdings)}</dd>
      </div>
      <div>
        <dt>{LABELS.pendingDividends}</dt>
        <dd>{bsvText(formatBsv(totals.pendingDividendsSatoshis))}</dd>
      </div>
    </dl>
  );
}

/**
 * The Marketplace's portfolio panel. While the portfolio loads, its figures show `—` (Claim disabled), so the
 * panel does not grow when they arrive (how many holdings arrive is not known before: a visitor has none). Claim
 * asks the portfolio to pay the dividends and says the outcome in the page; Mint New Code and Portfolio Analytics
 * open the Mint NFT and My Portfolio tabs. A signed-in person's figures come from the market (`MarketFigures`).
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
      {summary?.market && <MarketFigures totals={summary.market} holdings={holdings.length} />}
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
