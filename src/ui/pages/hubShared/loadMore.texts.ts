/** The button under a list that has more pages, and its text while the next one loads. */
export const LOAD_MORE_LABEL = 'Load more';
export const LOADING_MORE_LABEL = 'Loading more…';

/** Names the items Load more brought, after the list's first page: `Open commissions, more`. */
export const laterPagesLabel = (label: string): string => `${label}, more`;
