import { useId, useRef, useState } from 'react';
import { MARKET_FILTERS, MARKETS_TITLE, SORT_OPTIONS, VIEW_MODES } from '../../../domain/exchange/exchangeConstants';
import type { Listing } from '../../../domain/exchange/listing';
import { searchListings } from '../../../domain/exchange/searchListings';
import { ListingDetailDialog } from './ListingDetailDialog';
import { ListingsTable } from './ListingsTable';
import { MarketToolbar, type MarketControls } from './MarketToolbar';
import './exchangeTable.css';

const INITIAL_CONTROLS: MarketControls = {
  query: '',
  view: VIEW_MODES[0],
  filter: MARKET_FILTERS[0],
  sort: SORT_OPTIONS[0],
};

/**
 * The trading table: the search box narrows the rows by name or tag; the view toggle, filter tabs and sort select
 * are operable but, as the spec says, change nothing. A row opens the listing's detail dialog; closing it returns
 * focus to the row's name button.
 */
export function TradingTable({ listings }: { readonly listings: readonly Listing[] }) {
  const titleId = useId();
  const [controls, setControls] = useState(INITIAL_CONTROLS);
  const [selected, setSelected] = useState<Listing | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const rows = searchListings(listings, controls.query);

  const open = (listing: Listing, from: HTMLElement | null) => {
    opener.current = from;
    setSelected(listing);
  };
  const close = () => {
    setSelected(null);
    opener.current?.focus();
  };

  return (
    <section className="exchange-card exchange-markets" aria-labelledby={titleId}>
      <h2 id={titleId}>{MARKETS_TITLE}</h2>
      <MarketToolbar controls={controls} onChange={setControls} shown={rows.length} total={listings.length} />
      <ListingsTable rows={rows} catalogue={listings} onOpen={open} />
      {selected && <ListingDetailDialog listing={selected} onClose={close} />}
    </section>
  );
}
