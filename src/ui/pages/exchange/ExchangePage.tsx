import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { MarketStore } from '../../../application/exchange/marketStore';
import { PortfolioStore } from '../../../application/exchange/portfolioStore';
import { UserSessionStore } from '../../../application/session/userSessionStore';
import { PAGE_TITLES } from '../../app/pageTitles.texts';
import { useService } from '../../app/useService';
import { useObservableValue } from '../../app/useObservableValue';
import { PageHeader } from '../../shared/PageHeader';
import { EXCHANGE_LEAD, INITIAL_EXCHANGE_TAB, type ExchangeTabId } from './exchange.texts';
import { ExchangeTabs, panelId, tabId } from './ExchangeTabs';
import { MarketplaceTab } from './MarketplaceTab';
import { UsdRateContext } from './usdRate';
import './exchange.css';
import './exchangeControls.css';
import './exchangePanels.css';

// The mint form is not on the page's first paint (the marketplace is): its code loads right after the page's,
// started as this module is evaluated, so it is there by the time anyone opens its tab.
const loadMintTab = import('./MintTab');
const MintTab = lazy(() => loadMintTab.then((module) => ({ default: module.MintTab })));
// My Portfolio likewise: its table and forms load right after the page's code, not with it.
const loadPortfolioTab = import('./PortfolioTab');
const PortfolioTab = lazy(() => loadPortfolioTab.then((module) => ({ default: module.PortfolioTab })));

/**
 * The code-NFT exchange (spec section 2, "Exchange screen"): Marketplace, My Portfolio and Mint NFT tabs.
 * Every panel stays mounted (hidden when inactive) so a search or a half-filled form survives a tab switch.
 */
export default function ExchangePage() {
  const [active, setActive] = useState<ExchangeTabId>(INITIAL_EXCHANGE_TAB);
  const market = useService(MarketStore);
  const portfolio = useService(PortfolioStore);
  const usdRate = useObservableValue(market.state$).figures?.usdPerBsv ?? null;
  // The portfolio is the signed-in person's: read again when they sign in or out.
  const viewer = useObservableValue(useService(UserSessionStore).state$).session?.profile.handle ?? null;
  useEffect(() => {
    market.open();
  }, [market]);
  useEffect(() => {
    portfolio.open(viewer);
  }, [portfolio, viewer]);
  const prefix = useId();
  // The button that asked for another tab is hidden with its panel, so focus moves to the tab it selected.
  const navigate = useCallback(
    (id: ExchangeTabId) => {
      document.getElementById(tabId(prefix, id))?.focus();
      setActive(id);
    },
    [prefix],
  );
  const panel = (id: ExchangeTabId) => ({
    id: panelId(prefix, id),
    role: 'tabpanel',
    'aria-labelledby': tabId(prefix, id),
    hidden: active !== id,
    tabIndex: 0,
    className: 'exchange-panel',
  });
  return (
    <UsdRateContext.Provider value={usdRate}>
      <section className="page exchange">
        <PageHeader title={PAGE_TITLES.exchange} />
        <p className="page-lead">{EXCHANGE_LEAD}</p>
        <ExchangeTabs prefix={prefix} active={active} onSelect={setActive} />
        <div {...panel('marketplace')}>
          <MarketplaceTab onNavigate={navigate} />
        </div>
        <div {...panel('portfolio')}>
          <Suspense fallback={null}>
            <PortfolioTab />
          </Suspense>
        </div>
        <div {...panel('mint')}>
          <Suspense fallback={null}>
            <MintTab />
          </Suspense>
        </div>
      </section>
    </UsdRateContext.Provider>
  );
}
