/*
 * What the page's offline note and the service worker agree on, apart from `serviceWorkerProtocol.ts` so the pages that
 * import that one do not load these words.
 */

/**
 * The worker tells a page about the API answers it gave it: `{ type: PAGE_ANSWERS_MESSAGE, answers: PageAnswer[] }`,
 * one as each arrives (`keptAt` set when it came from the kept copy), and all it remembers for the page when the
 * page asks with `{ type: PAGE_ANSWERS_REQUEST }` (the offline note asks once it loads, after the page's first reads).
 */
export const PAGE_ANSWERS_MESSAGE = 'PAGE_ANSWERS';
export const PAGE_ANSWERS_REQUEST = 'PAGE_ANSWERS_REQUEST';
