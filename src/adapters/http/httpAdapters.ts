/**
 * The HTTP adapters that validate the server's answers with valibot, as one lazily loaded module: the browser loads
 * them (and valibot) together on first use. One lazy chunk keeps valibot out of the entry bundle; with valibot shared by
 * several lazy chunks, the bundler moved part of it into the entry.
 */
export { HttpClaimBoard } from './httpClaimBoard.adapter';
export { HttpHubBoard } from './httpHubBoard.adapter';
export { HttpHubSubmissions } from './httpHubSubmissions.adapter';
