import type { PortfolioTotals as Totals } from '../../../domain/exchange/market/portfolioFigures';
import { formatBsv } from '../../../domain/payments/bsvAmount';
import { formatCount } from './exchangeFormat';
import { profitText } from './ProfitText';
import { bsvText, PORTFOLIO_TABLE_TEXTS, PORTFOLIO_TOTALS_TEXTS as TEXTS } from './portfolio.texts';

const bsv = (satoshis: number): string => bsvText(formatBsv(satoshis));

/**
 * The portfolio's totals from the market's ledger: value at the last prices and profit ("No trades yet" before any
 * of the items traded), cost basis, dividends pending and received, and how many holdings.
 */
export function PortfolioTotals({ totals, holdings }: { readonly totals: Totals; readonly holdings: number }) {
  const cards: readonly (readonly [string, string])[] = [
    [TEXTS.value, totals.valueSatoshis === null ? PORTFOLIO_TABLE_TEXTS.noTrades : bsv(totals.valueSatoshis)],
    [TEXTS.costBasis, bsv(totals.costBasisSatoshis)],
    [TEXTS.profitAndLoss, totals.profitAndLossSatoshis === null ? PORTFOLIO_TABLE_TEXTS.noTrades : profitText(totals.profitAndLossSatoshis, totals.profitAndLossPercent)],
    [TEXTS.pendingDividends, bsv(totals.pendingDividendsSatoshis)],
    [TEXTS.dividendsReceived, bsv(totals.dividendsReceivedSatoshis)],
    [TEXTS.holdings, formatCount(holdings)],
  ];
  return (
    <dl className="exchange-stats" aria-label={TEXTS.label}>
      {cards.map(([label, value]) => (
        <div key={label} className="exchange-card exchange-stat">
          <dt>{label}</dt>
          <dd className="exchange-stat-value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
