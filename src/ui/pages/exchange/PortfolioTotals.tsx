import type { PortfolioTotals as Totals } from '../../../domain/exchange/market/portfolioFigures';
import { formatBsv } from '../../../domain/payments/bsvAmount';
import { formatCount } from './exchangeFormat';
import { profitText } from './ProfitText';
import { bsvText, PORTFOLIO_TABLE_TEXTS, PORTFOLIO_TOTALS_TEXTS as TEXTS } from './portfolio.texts';

const bsv = (satoshis: number): string => bsvText(formatBsv(satoshis));

/**
 * The portfolio's totals from the market's ledger: value at the last prices and profit ("No trades yet" before any
 * of the items traded), cost basis, dividends pending and received, and how many holdings. `compact` (the
 * Marketplace's panel): value, profit, holdings and pending dividends, as the panel's figures.
 */
export function PortfolioTotals({ totals, holdings, compact = false }: { readonly totals: Totals; readonly holdings: number; readonly compact?: boolean }) {
  const noTrades = PORTFOLIO_TABLE_TEXTS.noTrades;
  const cards: readonly (readonly [string, string, boolean])[] = [
    [TEXTS.value, totals.valueSatoshis === null ? noTrades : bsv(totals.valueSatoshis), true],
    [TEXTS.costBasis, bsv(totals.costBasisSatoshis), false],
    [TEXTS.profitAndLoss, totals.profitAndLossSatoshis === null ? noTrades : profitText(totals.profitAndLossSatoshis, totals.profitAndLossPercent), true],
    [TEXTS.pendingDividends, bsv(totals.pendingDividendsSatoshis), true],
    [TEXTS.dividendsReceived, bsv(totals.dividendsReceivedSatoshis), false],
    [TEXTS.holdings, formatCount(holdings), true],
  ];
  return (
    <dl className={compact ? 'exchange-figures' : 'exchange-stats'} aria-label={TEXTS.label}>
      {cards
        .filter(([, , inPanel]) => !compact || inPanel)
        .map(([label, value]) => (
          <div key={label} className={compact ? undefined : 'exchange-card exchange-stat'}>
            <dt>{label}</dt>
            <dd className={compact ? undefined : 'exchange-stat-value'}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
