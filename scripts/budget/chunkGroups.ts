/**
 * Chunk groups for the browser build (issue 17, route budgets). Left to itself the bundler gives each module that
 * two lazily loaded chunks share a chunk of its own: `/contracts` opened with a dozen chunks of 0.2–0.6 KB gzip
 * (the claim use cases, the contracts state's token, the payments store, the pay use case, amounts), each compressed
 * on its own and each listed in the entry's preload map, and the entry itself came in four files (rxjs's core in
 * three). These groups put each feature's small shared modules into one chunk, loaded with the feature, and the
 * rxjs the entry loads into one. A feature group lists only modules that no route loads without the feature, and no
 * module a route imports dynamically (the feature's bindings, its adapters, its pages and dialogs): those stay
 * chunks of their own, which the server's preload table and the bundle budget name by module.
 */
const ROOT = String.raw`src[\\/]`;
const group = (name: string, files: readonly string[]) => ({
  name,
  test: new RegExp(`${ROOT}(${files.map((file) => file.replaceAll('/', String.raw`[\\/]`)).join('|')})\\.tsx?$`),
  // Only what is listed: a module's dependencies stay where the bundler puts them (the entry, shared chunks).
  includeDependenciesRecursively: false,
});

export const CHUNK_GROUPS = [
  // Only what the entry loads (`$initial`): the operators that lazily loaded chunks alone use stay with them.
  { name: 'rxjs', test: /node_modules[\\/]rxjs[\\/]/, tags: ['$initial' as const], includeDependenciesRecursively: false },
  // The hub pages' small shared pieces (about twenty chunks of 0.1–1 KB each on their own): one chunk.
  group('hubShared', [
    'ui/pages/hubShared/hub.texts',
    'ui/pages/hubShared/ExternalLink',
    'ui/pages/hubShared/HubSection',
    'ui/pages/hubShared/FactList',
    'ui/pages/hubShared/TagList',
    'ui/pages/hubShared/PostingsList',
    'ui/pages/hubShared/useSignedInHandle',
    'domain/hub/postedSubmissions',
    'application/hub/postingsStore',
    'application/hub/offersStore',
    'domain/hub/formRules',
  ]),
  // The rule for text a server can store and its words (0.1 KB gzip each alone, two chunks on every form's page).
  group('storableText', ['domain/shared/storableText', 'ui/shared/storableText.texts']),
  // The exchange's small modules of its own (each 0.1–0.2 KB gzip alone).
  group('exchangeSmall', ['domain/exchange/listing', 'domain/exchange/market/royaltyRules', 'ports/offerBook.port', 'ports/marketActivityFeed.port']),
  group('contracts', [
    'application/contracts/contractsState',
    'application/contracts/claimContract',
    'application/contracts/releaseClaim',
    'domain/contracts/contractStats',
    // Signing in and out of GitHub from a contract's detail (only the contracts page does).
    'application/githubIdentity/startGitHubSignIn',
    'application/githubIdentity/signOutOfGitHub',
    'domain/contracts/claimTerms',
    // The explorer's link template (the inbox's contract notices read it too, with their contracts).
    'ui/pages/contracts/explorer',
  ]),
  group('payments', [
    'application/payments/paymentsStore',
    'application/payments/payReward',
    'domain/payments/paymentFigures',
    // Not `domain/payments/bsvAmount`: the exchange's My Portfolio writes its amounts with it, without payments.
    'domain/payments/maintainers',
    // A maintainer's handle is compared as a claim's is; the contracts page loads this chunk too.
    'domain/contracts/claim',
    // The HandCash handle rule, which the claim and the payee keep.
    'domain/shared/handCashHandle',
    'adapters/http/httpPaymentDesk.adapter',
    // Funding a contract into escrow: bound with the payments feature, used on the contracts page.
    'application/payments/fundBounty',
  ]),
  // The manual's and the developer guides' rules (outline, search, code examples) and an example's link, which the
  // editor also reads when a guide's link opens an example: one chunk, not four each listed in the entry's preload map.
  group('manualRules', ['domain/manual/manualDocument', 'domain/manual/manualSearch', 'domain/manual/codeExamples', 'ui/app/exampleLinks']),
];
