import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListPage, ListPosition, PageRequest } from '../../ports/listPage';

/**
 * The condition of a newest-first page (keyset pagination): rows before `after` in the (`at`, `id`) descending
 * order, compared as one row value so the list's `(at DESC, id DESC)` index serves it. Undefined for the first page.
 */
export const afterPosition = (at: PgColumn, id: PgColumn, after: ListPosition | null): SQL | undefined =>
  after === null ? undefined : sql`(${at}, ${id}) < (${after.at}, ${after.id})`;

/**
 * A page from rows read with `limit + 1` (`pageRows`): the extra row only says that a next page exists, which then
 * starts after the page's last item.
 */
export function pageOf<Row, Item>(rows: readonly Row[], page: PageRequest, item: (row: Row) => Item, position: (row: Row) => ListPosition): ListPage<Item> {
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return { items: shown.map(item), next: rows.length > page.limit && last !== undefined ? position(last) : null };
}

/** How many rows to read for a page: one more than it shows. */
export const pageRows = (page: PageRequest): number => page.limit + 1;
