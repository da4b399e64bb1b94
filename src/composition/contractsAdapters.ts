/*
 * The browser's adapters the contracts page reads through as it opens (the server's contracts and their change
 * stream, the claims board), as one chunk: loaded on first use (`browserContainer.ts`) and preloaded with the page
 * (`pageLoads.ts`), so the bundle budget counts all of them. The page no longer reads GitHub nor derives contracts:
 * the server does, for everyone.
 */
export { HttpContractFeed } from '../adapters/http/httpContractFeed.adapter';
export { HttpClaimBoard } from '../adapters/http/httpClaimBoard.adapter';
