import { useRef } from 'react';
import type { Listing, ListingId } from '../../../domain/exchange/listing';
import { NO_MATCHES_TEXT, TABLE_COLUMNS, TABLE_REGION_LABEL } from './exchange.texts';
import { ListingRow, type ListingItemProps } from './ListingRow';
import { RowWindowOf } from './RowWindow';

/** A row's height before it is measured; matches `--exchange-row-height` in exchangeTable.css. */
const ROW_HEIGHT_PX = 64;

/**
 * The markets as a table inside a focusable region that scrolls both ways. Of a long list only the rows in view are rendered;
 * `aria-rowcount` on the table and `aria-rowindex` on each row tell assistive technology where a row is among all.
 * A row's rank is its market rank, so a search or sort does not renumber it.
 */
export function ListingsTable({
  rows,
  ranks,
  onOpen,
  onTrade,
}: {
  readonly rows: readonly Listing[];
  readonly ranks: ReadonlyMap<ListingId, number>;
} & Pick<ListingItemProps, 'onOpen' | 'onTrade'>) {
  const scroller = useRef<HTMLDivElement>(null);
  return (
    <div ref={scroller} className="exchange-table-scroll" role="region" aria-label={TABLE_REGION_LABEL} tabIndex={0}>
      <table className="exchange-table" aria-rowcount={rows.length + 1}>
        <thead>
          <tr aria-rowindex={1}>
            {TABLE_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <RowWindowOf scroller={scroller} count={rows.length} rowHeight={ROW_HEIGHT_PX}>
          {({ items, padding, measure }) => (
            <tbody>
              {padding.top > 0 && (
                <tr aria-hidden="true" className="exchange-spacer">
                  <td colSpan={TABLE_COLUMNS.length} style={{ height: padding.top }} />
                </tr>
              )}
              {items.map((item) => {
                const listing = rows[item.index]!;
                return (
                  <ListingRow
                    key={listing.id}
                    listing={listing}
                    rank={ranks.get(listing.id) ?? item.index + 1}
                    rowIndex={item.index + 2}
                    measure={measure}
                    onOpen={onOpen}
                    onTrade={onTrade}
                  />
                );
              })}
              {padding.bottom > 0 && (
                <tr aria-hidden="true" className="exchange-spacer">
                  <td colSpan={TABLE_COLUMNS.length} style={{ height: padding.bottom }} />
                </tr>
              )}
              {rows.length === 0 && (
                <tr>
                  <td className="exchange-empty" colSpan={TABLE_COLUMNS.length}>
                    {NO_MATCHES_TEXT}
                  </td>
                </tr>
              )}
            </tbody>
          )}
        </RowWindowOf>
      </table>
    </div>
  );
}
