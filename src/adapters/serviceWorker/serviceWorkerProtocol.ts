/**
 * What the page and the service worker agree on. Imported by both, so neither repeats a literal.
 */

/**
 * The message type a waiting worker takes as "take over now": the one `workbox-window`'s `messageSkipWaiting` sends
 * (the page sends it only when it holds no unsaved work).
 */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

/** The page kept at install as every page's offline stand-in: the server's `/`, with its runtime configuration. */
export const SHELL_PAGE_URL = '/';

/**
 * The header a kept answer carries when the worker serves it in place of the network's: when it was received, in
 * milliseconds since the epoch. An answer from the network never has it.
 */
export const KEPT_AT_HEADER = 'X-Offline-Kept-At';
