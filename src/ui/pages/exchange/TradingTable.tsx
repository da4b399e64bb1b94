import { useId, useMemo, useRef, useState } from 'react';
import type { Listing, ListingId } from '../../../domain/exchange/listing';
import { createMarketViewer } from '../../../domain/exchange/marketViewer';
import { MARKETS_TITLE } from './exchange.texts';
import { ListingCards } from './ListingCards';
import { ListingDetailDialog } from './ListingDetailDialog';
import { ListingsTable } from './ListingsTable';
import { MarketToolbar } from './MarketToolbar';
import { useMarketView } from './useMarketView';
import './exchangeCards.css';
import './exchangeTable.css';

/**
 * The trading table: search, filter tabs, sort and the Table/Cards toggle make the view, which lives in the URL.
 * A row or card opens the listing's detail dialog; closing it returns focus to the name button that opened it.
 * Buy and Sell say in the page what they would do.
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
  const [selected, setSelected] = useState<Listing | null>(null);
  const [notice, setNotice] = useState('');
  const opener = useRef<HTMLElement | null>(null);
  const viewer = useMemo(() => createMarketViewer(listings), [listings]);
  const rows = useMemo(() => viewer(view), [viewer, view]);

  const open = (listing: Listing, from: HTMLElement | null) => {
    opener.current = from;
    setSelected(listing);
  };
  const close = () => {
    setSelected(null);
    opener.current?.focus();
  };
  const Listings = view.layout === 'cards' ? ListingCards : ListingsTable;

  return (
    <section className="exchange-card exchange-markets" aria-labelledby={titleId}>
      <h2 id={titleId}>{MARKETS_TITLE}</h2>
      <MarketToolbar view={view} onChange={setView} shown={rows.length} total={listings.length} />
      <p className="exchange-notice" role="status" aria-live="polite">
        {notice}
      </p>
      <Listings rows={rows} ranks={ranks} onOpen={open} onNotice={setNotice} />
      {selected && <ListingDetailDialog listing={selected} onClose={close} />}
    </section>
  );
}
