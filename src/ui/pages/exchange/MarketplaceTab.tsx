import { lazy, Suspense } from 'react';
import { MarketStore } from '../../../application/exchange/marketStore';
import { useService } from '../../app/useService';
import { useObservableValue } from '../../app/useObservableValue';
import { AnalyticsPanel } from './AnalyticsPanel';
import { CATALOGUE_UNAVAILABLE_TEXT, type ExchangeTabId } from './exchange.texts';
import { MarketStats } from './MarketStats';
import { MarketsPlaceholder } from './MarketsPlaceholder';
import { PortfolioPanel } from './PortfolioPanel';
import { TradingTable } from './TradingTable';

// The market's activity feed loads after the page's code, with its own chunk (the item detail's feed shares it).
const ActivityFeed = lazy(() => import('./ActivityFeed'));

/**
 * The Marketplace tab, top to bottom in the spec's order: market stat cards, the portfolio panel, the trading
 * table (full width, so its ten columns fit on a desktop), the analytics panel and the market's activity. While the market loads, the stat
 * cards and the table keep their place and size with placeholders, so nothing below them moves when it arrives.
 */
export function MarketplaceTab({ onNavigate }: { readonly onNavigate: (tab: ExchangeTabId) => void }) {
  const market = useObservableValue(useService(MarketStore).state$);
  return (
    <div className="exchange-marketplace">
      {market.phase === 'failed' && <p role="alert">{CATALOGUE_UNAVAILABLE_TEXT}</p>}
      {(market.phase === 'loading' || market.figures) && <MarketStats listings={market.listings} figures={market.figures} />}
      <PortfolioPanel onNavigate={onNavigate} />
      {market.phase === 'loading' && <MarketsPlaceholder />}
      {market.phase === 'ready' && <TradingTable listings={market.listings} ranks={market.ranks} />}
      <AnalyticsPanel listings={market.listings} news={market.news} />
      <Suspense fallback={null}>
        <ActivityFeed itemId={null} listings={market.listings} />
      </Suspense>
    </div>
  );
}
