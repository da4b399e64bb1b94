/**
 * Where a page of a newest-first list starts: after the item made at `at` (epoch ms) with row id `id`. Items are
 * ordered by (`at`, `id`), both descending, so a position stays put however many items are added before it.
 */
export interface ListPosition {
  readonly at: number;
  readonly id: number;
}

/** One page asked for: the items after `after` (null: the newest), at most `limit` of them. */
export interface PageRequest {
  readonly after: ListPosition | null;
  readonly limit: number;
}

/** One page of a list, and where the next one starts (null: this is the last). */
export interface ListPage<Item> {
  readonly items: readonly Item[];
  readonly next: ListPosition | null;
}

/** The most items a page of any list holds, and how many when the client does not say (GitHub's default). */
export const PAGE_LIMIT_MAX = 100;
export const PAGE_LIMIT_DEFAULT = 30;
