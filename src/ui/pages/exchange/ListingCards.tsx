import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { Listing, ListingId } from '../../../domain/exchange/listing';
import { CARDS_REGION_LABEL, NO_MATCHES_TEXT } from './exchange.texts';
import { ListingCard } from './ListingCard';
import type { ListingItemProps } from './ListingRow';
import { RowWindowOf } from './RowWindow';

/** Card sizes; match `--exchange-card-min-width` and `--exchange-card-row-height` in exchangeCards.css. */
const CARD_MIN_WIDTH_PX = 240;
const CARD_GAP_PX = 12;
const CARD_ROW_HEIGHT_PX = 190;
/** Columns assumed before the grid is laid out (a hidden tab, or a test without layout). */
const UNMEASURED_COLUMNS = 3;

/** How many cards fit side by side in the element, following its width. */
function useColumnCount(element: RefObject<HTMLElement | null>): number {
  const [columns, setColumns] = useState(UNMEASURED_COLUMNS);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    const update = () => {
      const width = target.clientWidth;
      setColumns(width === 0 ? UNMEASURED_COLUMNS : Math.max(1, Math.floor((width + CARD_GAP_PX) / (CARD_MIN_WIDTH_PX + CARD_GAP_PX))));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return columns;
}

/**
 * The markets as a grid of cards in a focusable region that scrolls; of many, only the card rows in view are rendered. The
 * cards form one list whose items carry their place among all (`aria-posinset` of `aria-setsize`).
 */
export function ListingCards({
  rows,
  ranks,
  onOpen,
  onTrade,
}: {
  readonly rows: readonly Listing[];
  readonly ranks: ReadonlyMap<ListingId, number>;
} & Pick<ListingItemProps, 'onOpen' | 'onTrade'>) {
  const scroller = useRef<HTMLDivElement>(null);
  const columns = useColumnCount(scroller);
  return (
    <div ref={scroller} className="exchange-cards-scroll" role="region" aria-label={CARDS_REGION_LABEL} tabIndex={0}>
      {rows.length === 0 && <p className="exchange-empty">{NO_MATCHES_TEXT}</p>}
      <RowWindowOf scroller={scroller} count={Math.ceil(rows.length / columns)} rowHeight={CARD_ROW_HEIGHT_PX} overscan={3}>
        {({ items, padding, measure }) => (
          <div role="list" className="exchange-cards" style={{ paddingTop: padding.top, paddingBottom: padding.bottom }}>
            {items.map((item) => (
              <div
                key={item.key}
                role="presentation"
                className="exchange-cards-row"
                style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
                data-index={item.index}
                ref={measure}
              >
                {rows.slice(item.index * columns, (item.index + 1) * columns).map((listing, offset) => (
                  <ListingCard
                    key={listing.id}
                    listing={listing}
                    rank={ranks.get(listing.id) ?? 0}
                    position={item.index * columns + offset + 1}
                    setSize={rows.length}
                    onOpen={onOpen}
                    onTrade={onTrade}
                  />
                ))}
              </div>
            ))}
          </div>
        )}
      </RowWindowOf>
    </div>
  );
}
