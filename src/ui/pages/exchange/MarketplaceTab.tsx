import type { ExchangeTabId } from '../../../domain/exchange/exchangeConstants';
import { marketStats } from '../../../domain/exchange/marketStats';
import { SAMPLE_LISTINGS } from '../../../domain/exchange/sampleListings';
import { AnalyticsPanel } from './AnalyticsPanel';
import { MarketStats } from './MarketStats';
import { PortfolioPanel } from './PortfolioPanel';
import { TradingTable } from './TradingTable';

const STATS = marketStats(SAMPLE_LISTINGS);

/**
 * The Marketplace tab, top to bottom in the spec's order: market stat cards, the portfolio panel, the trading
 * table (full width, so its ten columns fit on a desktop) and the analytics panel.
 */
export function MarketplaceTab({ onNavigate }: { readonly onNavigate: (tab: ExchangeTabId) => void }) {
  return (
    <div className="exchange-marketplace">
      <MarketStats stats={STATS} />
      <PortfolioPanel listings={SAMPLE_LISTINGS} onNavigate={onNavigate} />
      <TradingTable listings={SAMPLE_LISTINGS} />
      <AnalyticsPanel listings={SAMPLE_LISTINGS} />
    </div>
  );
}
