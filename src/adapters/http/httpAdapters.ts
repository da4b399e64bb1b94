/**
 * The HTTP adapters that validate the server's answers with zod, as one lazily loaded module: the browser loads
 * them (and zod) together on first use. One lazy chunk keeps zod out of the entry bundle; with zod shared by
 * several lazy chunks, the bundler moved part of it into the entry.
 */
export { HttpClaimBoard } from './httpClaimBoard.adapter';
export { HttpHubBoard } from './httpHubBoard.adapter';
export { HttpHubSubmissions } from './httpHubSubmissions.adapter';
