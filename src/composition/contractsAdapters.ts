/*
 * The browser's adapters the contracts page reads through as it opens (the GitHub issue tracker, the gateway's
 * change stream it follows in gateway mode, the claims board), as one chunk rather than three: loaded on first use
 * (`browserContainer.ts`) and preloaded with the page (`pageLoads.ts`), so the bundle budget counts all of them.
 */
export { gatewayChanges } from '../adapters/github/gatewayChanges';
export { GitHubIssueTracker } from '../adapters/github/githubIssueTracker.adapter';
export { HttpClaimBoard } from '../adapters/http/httpClaimBoard.adapter';
