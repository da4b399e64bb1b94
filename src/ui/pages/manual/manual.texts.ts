/** Words of the manual's pages (`/docs`, `/changelog`). */
export const MANUAL_TEXTS = {
  lead: 'How to run, configure, operate and build on the workbench: the README and every document of docs/, as the app is shipped.',
  documentsLabel: 'Documents',
  outlineLabel: 'On this page',
  searchLabel: 'Search the manual',
  searchButton: 'Search',
  clearSearch: 'Clear the search',
  loadingWhat: 'the manual',
  notFoundTitle: 'No such document',
  notFound: 'The manual has no document of this name. Choose one of the documents listed.',
  changelogLoadingWhat: 'the changelog',
  changelogLead: 'What changed in the workbench, newest first, in the form of Keep a Changelog.',
} as const;

/** The line above search results. */
export const searchSummary = (count: number, query: string): string =>
  count === 0 ? `Nothing in the manual matches “${query}”.` : `${count === 1 ? '1 place' : `${count} places`} in the manual match “${query}”.`;

/** The id a heading of the manual takes in the page (prefixed: a document's text cannot reuse the app's ids). */
export const headingId = (anchor: string): string => `manual-${anchor}`;
