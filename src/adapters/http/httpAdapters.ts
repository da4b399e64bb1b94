/**
 * The hub's HTTP adapters (posted offers, commissions, briefs), which validate the server's answers with valibot, as
 * one lazily loaded module: the hub pages that read the server load them together on first use. The claims and
 * payments adapters are chunks of their own, loaded by the contracts page; valibot is one lazy chunk they all share.
 */
export { HttpHubBoard } from './httpHubBoard.adapter';
export { HttpHubSubmissions } from './httpHubSubmissions.adapter';
