import { NO_MATCHES_TEXT, TABLE_COLUMNS, TABLE_REGION_LABEL } from '../../../domain/exchange/exchangeConstants';
import type { Listing } from '../../../domain/exchange/listing';
import { ListingRow } from './ListingRow';

/**
 * The markets as a table inside a focusable region that scrolls sideways on narrow screens.
 * A row's rank is its place in the whole catalogue, so a search does not renumber it.
 */
export function ListingsTable({
  rows,
  catalogue,
  onOpen,
}: {
  readonly rows: readonly Listing[];
  readonly catalogue: readonly Listing[];
  readonly onOpen: (listing: Listing, opener: HTMLElement | null) => void;
}) {
  return (
    <div className="exchange-table-scroll" role="region" aria-label={TABLE_REGION_LABEL} tabIndex={0}>
      <table className="exchange-table">
        <thead>
          <tr>
            {TABLE_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((listing) => (
            <ListingRow key={listing.id} listing={listing} rank={catalogue.indexOf(listing) + 1} onOpen={onOpen} />
          ))}
          {rows.length === 0 && (
            <tr>
              <td className="exchange-empty" colSpan={TABLE_COLUMNS.length}>
                {NO_MATCHES_TEXT}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
