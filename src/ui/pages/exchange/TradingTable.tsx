import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import type { Listing, ListingId } from '../../../domain/exchange/listing';
import { createMarketViewer } from '../../../domain/exchange/marketViewer';
import { MARKETS_TITLE } from './exchange.texts';
import { ListingCards } from './ListingCards';
import type { DetailIntent } from './ListingDetailDialog';
import { ListingsTable } from './ListingsTable';
import { MarketToolbar } from './MarketToolbar';
import type { OnTrade } from './TradeButtons';
import { useMarketView } from './useMarketView';
import './exchangeCards.css';
import './exchangeTable.css';

// The detail dialog (and its buy and sell forms) is not on the first paint: its code loads right after the page's.
const loadDetailDialog = import('./ListingDetailDialog');
const ListingDetailDialog = lazy(() => loadDetailDialog.then((module) => ({ default: module.ListingDetailDialog })));

/**
 * The trading table: search, filter tabs, sort and the Table/Cards toggle make the view, which lives in the URL.
 * A row or card opens the listing's detail dialog; its Buy opens the dialog at the purchase flow, its Sell at the
 * listing form of one's own holding. Closing the dialog returns focus to the button that opened it.
 */
export function TradingTable({
  listings,
  ranks,
}: {
  readonly listings: readonly Listing[];
  readonly ranks: ReadonlyMap<ListingId, number>;
}) {
  const titleId = useId();
  const [view, setView] = useMarketView();
  const [selected, setSelected] = useState<{ readonly listing: Listing; readonly intent: DetailIntent } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const viewer = useMemo(() => createMarketViewer(listings), [listings]);
  const rows = useMemo(() => viewer(view), [viewer, view]);

  const open = (listing: Listing, from: HTMLElement | null, intent: DetailIntent = 'details') => {
    opener.current = from;
    setSelected({ listing, intent });
  };
  const trade: OnTrade = (listing, intent, from) => open(listing, from, intent);
  const close = () => {
    setSelected(null);
    opener.current?.focus();
  };
  const Listings = view.layout === 'cards' ? ListingCards : ListingsTable;

  return (
    <section className="exchange-card exchange-markets" aria-labelledby={titleId}>
      <h2 id={titleId}>{MARKETS_TITLE}</h2>
      <MarketToolbar view={view} onChange={setView} shown={rows.length} total={listings.length} />
      <Listings rows={rows} ranks={ranks} onOpen={open} onTrade={trade} />
      {selected && (
        <Suspense fallback={null}>
          <ListingDetailDialog listing={selected.listing} intent={selected.intent} onClose={close} />
        </Suspense>
      )}
    </section>
  );
}
