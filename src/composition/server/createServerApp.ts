import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { ASSISTANT_PATH, BROADCAST_PATH, GITHUB_GATEWAY_PATH, PROFILE_ENDPOINT_PATH, RUNTIME_CONFIG_PATH, SAMPLE_GITHUB_PATH, SANDBOX_WALLET_PATH } from '../../adapters/config/serverConstants';
import type { ServerSettings } from '../../adapters/config/serverSettings';
import { API_ENDPOINTS, API_INFO, OPENAPI_PATH } from '../../adapters/server/apiEndpoints';
import { assistantRoutes } from '../../adapters/server/assistant.routes';
import { openApiRoutes } from '../../adapters/server/openApi.routes';
import { ArcTransactionBroadcaster } from '../../adapters/arc/arcTransactionBroadcaster.adapter';
import { broadcastRoutes } from '../../adapters/server/broadcast.routes';
import { RelayTransaction } from '../../application/broadcast/relayTransaction';
import type { AssistantSettings } from '../../adapters/config/assistantSettings';
import { handcashProfileRoutes } from '../../adapters/server/handcashProfile.routes';
import { githubGatewayFor, type GitHubGatewayOverrides } from './githubGatewayFor';
import { shareGitHubChanges } from './githubChangesAcrossServers';
import { githubGatewayRoutes, WEBHOOK_ROUTE } from '../../adapters/server/githubGateway.routes';
import type { ProfileProvider } from '../../ports/profileProvider.port';
import { profileProviderFor } from './profileProviderFor';
import { sampleGitHubRoutes } from '../../adapters/server/sampleGitHub.routes';
import type { SampleRepository } from '../../adapters/sample/sampleRepository';
import { sandboxWalletRoutes } from '../../adapters/sandboxWallet/sandboxWallet.routes';
import { securityHeaders } from '../../adapters/server/securityHeaders';
import { DatabaseUnavailableError } from '../../adapters/database/database';
import { API_PATHS, REPOSITORY_PATHS } from '../../adapters/http/apiPaths';
import { connectedRepositoriesOn } from './connectedRepositoriesOn';
import { problem } from '../../adapters/server/apiAnswers';
import type { ContractRecordsSource } from '../../ports/contractRecordsSource.port';
import { contractRecordsFor } from './contractRecordsFor';
import { contractsOnServer } from './contractsOnServer';
import { ConnectedRepositoryJobs } from './connectedRepositoryJobs';
import { portfolioRoutes } from '../../adapters/server/portfolio.routes';
import { sandboxItemRoutes } from '../../adapters/sandboxWallet/sandboxItemPage';
import { briefsRoutes } from '../../adapters/server/briefs.routes';
import { commissionsRoutes, offersRoutes } from '../../adapters/server/postings.routes';
import { marketRoutes } from '../../adapters/server/market.routes';
import { pendingPaymentsRoutes } from '../../adapters/server/pendingPayments.routes';
import { PENDING_PAYMENT_PATHS } from '../../adapters/http/pendingPaymentPaths';
import { itemFilesRoutes } from '../../adapters/server/itemFiles.routes';
import { MINT_REQUEST_BODY_BYTES } from '../../adapters/server/mintedFiles';
import type { HubServices } from './openHub';
import { sameOriginWrites } from '../../adapters/server/originCheck';
import { sessionRoutes } from '../../adapters/server/session.routes';
import { WRITE_RATE_WINDOW_MS, writeRateLimit } from '../../adapters/server/writeRateLimit';
import { MintWithinDailyLimit } from '../../application/exchange/mintWithinDailyLimit';
import { jsonWrites } from '../../adapters/server/jsonWrites';
import { publicHost } from '../../adapters/server/publicHost';
import { requestBodyLimit } from '../../adapters/server/requestBodyLimit';
import { isPageRequest, spaRoutes } from '../../adapters/server/spa.routes';
import { operationsRoutes } from '../../adapters/server/operations.routes';
import { serverStatusDeskFor } from './serverStatusDeskFor';
import { resolveClientAddress } from '../../adapters/server/clientAddress';
import { requestIdOf, requestLog, type RequestLogger } from '../../adapters/server/requestLog';
import { ServerMetrics } from '../../adapters/server/serverMetrics';
import { measuredRequests, metricsRoutes } from '../../adapters/server/metrics.routes';
import { githubIdentityFor } from './githubIdentityFor';
import { githubIdentityRoutes } from '../../adapters/server/githubIdentity.routes';
import { GITHUB_IDENTITY_PATH } from '../../adapters/http/githubIdentityPaths';
import { sandboxGitHubSignInRoutes } from '../../adapters/sandboxGitHub/sandboxGitHubSignIn.routes';
import { SANDBOX_GITHUB_SIGN_IN_PATH } from '../../adapters/config/serverConstants';
import { DEVCHAIN_PATH, devchainRoutes } from '../../adapters/server/devchain.routes';
import type { DevchainLedger } from '../../ports/devchainLedger.port';
import { devchainFor } from './devchainFor';

/** A transaction sent to the devchain may be a BEEF with its ancestors: its own limit. */
export const DEVCHAIN_TX_BODY_BYTES = 1024 * 1024;
import { bearerTokens } from '../../adapters/server/bearerTokens';
import { API_SECURITY } from '../../adapters/server/endpoints/apiSecurity';
import { apiTokensRoutes } from '../../adapters/server/apiTokens.routes';
import { MemoryWriteCounter } from '../../adapters/memory/memoryWriteCounter.adapter';

/** Request bodies larger than this are refused with 413. */
export const MAX_REQUEST_BODY_BYTES = 16 * 1024;

export interface ServerDependencies {
  readonly settings: ServerSettings;
  /** The folder of the production build. */
  readonly distDir: string;
  /** The embedded sample repository, served only on the embedded default. */
  readonly sample: SampleRepository;
  /** Who answers the profile endpoint; by default chosen from the settings (`profileProviderFor`). */
  readonly profileProvider?: ProfileProvider | null;
  /** Sessions and claims on the database (`openHub`); without it those endpoints answer 503. */
  readonly hub?: HubServices | null;
  /** The time, for claims (tests set it). */
  readonly now?: () => number;
  /** The GitHub gateway's clock, log, cache and intervals (tests); used only when `GITHUB_TOKEN` is set. */
  readonly githubGateway?: GitHubGatewayOverrides;
  /** The model behind `POST /api/assistant`; null or absent: the browser uses the simulated assistant. */
  readonly assistant?: AssistantSettings | null;
  /** Where the contracts' records come from; by default chosen from the settings (`contractRecordsFor`). */
  readonly contractRecords?: ContractRecordsSource;
  /** Where a connected repository's records come from (tests); by default the sample or the GitHub gateway. */
  readonly connectedRecords?: (fullName: string) => ContractRecordsSource;
  /** Runs the claim timers (expiry and reminders) on real timers; the server's entry turns them on, tests may. */
  readonly runTimers?: boolean;
  /** The JSON log (`jsonLogger`): one line a request, and the server's other lines; null or absent: no request log. */
  readonly logger?: ServerLogger | null;
  /** The Prometheus metrics; by default made when `METRICS_TOKEN` is set (null: none). */
  readonly metrics?: ServerMetrics | null;
  /** Where the devchain is kept (the database's ledger); absent or null: in memory, lost on exit. */
  readonly devchainLedger?: DevchainLedger | null;
}

/** What the server asks of its log (pino's `Logger` has it). */
export interface ServerLogger extends RequestLogger {
  warn(message: string): void;
}

/** The HTTP server: runtime configuration, API endpoints, the sample repository and the built app. */
export function createServerApp(dependencies: ServerDependencies): Hono {
  const { settings, distDir, sample, profileProvider, hub = null, now, githubGateway, assistant, contractRecords, runTimers = false, logger = null } = dependencies;
  const app = new Hono();
  const clockNow = now ?? Date.now;
  // The server's own lines (the GitHub gateway's, the contracts' history) go to the JSON log when there is one.
  const logLine = logger === null ? (line: string) => console.warn(line) : (line: string) => logger.warn(line);
  const gateway = githubGatewayFor(settings, { log: logLine, ...githubGateway });
  const log = gateway?.log ?? logLine;
  const records = contractRecords ?? contractRecordsFor(settings, sample, gateway?.gateway ?? null, clockNow, log);
  const metrics = dependencies.metrics === undefined ? (settings.operations.metricsToken === null ? null : new ServerMetrics()) : dependencies.metrics;
  // Who the client is (the socket, or the client a trusted proxy names), once, for the log and the limits.
  app.use('*', resolveClientAddress(settings.trustedProxies));
  // First, so they see every answer (a 421, a 413, a 500 included).
  if (logger !== null) app.use('*', requestLog(logger));
  if (metrics !== null) app.use('*', measuredRequests(metrics));
  app.use('*', securityHeaders(settings.connectOrigins, settings.devchain === null ? null : DEVCHAIN_PATH));
  if (settings.publicOrigin !== null) app.use('*', publicHost(settings.publicOrigin));
  // Only requests that carry a body are limited (16 KB; GitHub's webhook deliveries are larger: that route sets its
  // own limit). Static assets are precompressed and small JSON is not worth gzip, so only the sample repository's
  // lists (tens of KB) are compressed on the fly.
  const apiBodyLimit = requestBodyLimit(MAX_REQUEST_BODY_BYTES, (c) =>
    problem(c, 413, 'body-too-large', { maxBytes: MAX_REQUEST_BODY_BYTES }),
  );
  // A personal API token stands in for the session cookie, within its scopes (before every route and write guard).
  if (hub?.apiTokens) {
    const tokenCounter = hub.writeCounter ?? new MemoryWriteCounter(WRITE_RATE_WINDOW_MS);
    app.use('/api/*', bearerTokens(hub.apiTokens, API_ENDPOINTS, settings.writeRateLimit, tokenCounter, clockNow));
  }
  // The write guards are registered for the write methods only, so reads (most requests) pass none of them.
  const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
  // A mint carries its files' text (kept with the item): its own limit, `MINT_REQUEST_BODY_BYTES`.
  const mintBodyLimit = requestBodyLimit(MINT_REQUEST_BODY_BYTES, (c) => problem(c, 413, 'body-too-large', { maxBytes: MINT_REQUEST_BODY_BYTES }));
  const devchainBodyLimit = requestBodyLimit(DEVCHAIN_TX_BODY_BYTES, (c) => problem(c, 413, 'body-too-large', { maxBytes: DEVCHAIN_TX_BODY_BYTES }));
  // GitHub's deliveries: the operator's repository's, and each connected repository's (`/api/github/webhook/<id>`).
  const isWebhook = (path: string): boolean => path === `${GITHUB_GATEWAY_PATH}${WEBHOOK_ROUTE}` || path.startsWith(`${REPOSITORY_PATHS.webhook}/`);
  app.on(WRITE_METHODS, '/api/*', (c, next) => {
    if (isWebhook(c.req.path)) return next();
    if (c.req.path === `${DEVCHAIN_PATH}/v1/tx`) return devchainBodyLimit(c, next);
    return c.req.path === API_PATHS.portfolioItems ? mintBodyLimit(c, next) : apiBodyLimit(c, next);
  });
  app.on(WRITE_METHODS, '/api/*', sameOriginWrites(settings.publicOrigin));
  const checkJson = jsonWrites();
  app.on(WRITE_METHODS, '/api/*', (c, next) => (isWebhook(c.req.path) ? next() : checkJson(c, next)));
  // GitHub's webhook deliveries are signed and coalesced by the gateway; they are not a visitor's writes.
  // Counted in the database when servers share PostgreSQL (the limit holds across them), else in this process.
  const limitWrites = writeRateLimit(settings.writeRateLimit, WRITE_RATE_WINDOW_MS, now, hub?.writeCounter ?? undefined);
  app.on(WRITE_METHODS, '/api/*', (c, next) => (isWebhook(c.req.path) ? next() : limitWrites(c, next)));
  app.get(RUNTIME_CONFIG_PATH, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(settings.browser);
  });
  app.route(PROFILE_ENDPOINT_PATH, handcashProfileRoutes(profileProvider === undefined ? profileProviderFor(settings) : profileProvider));
  const githubLinks = githubIdentityFor(settings, hub, clockNow);
  if (hub !== null) {
    app.route(API_PATHS.session, sessionRoutes(hub.sessions, hub.walletConfigured, githubLinks));
    if (hub.apiTokens) app.route(API_PATHS.tokens, apiTokensRoutes(hub.apiTokens));
    app.route(GITHUB_IDENTITY_PATH, githubIdentityRoutes(hub.sessions, githubLinks, settings.publicOrigin));
    if (hub.items) {
      const minter = hub.mintQuota ? new MintWithinDailyLimit(hub.items, hub.mintQuota, settings.mintDailyLimit, clockNow) : hub.items;
      app.route(API_PATHS.portfolioItems, portfolioRoutes(hub.items, hub.sessions, hub.itemFiles ?? null, minter));
    }
    if (hub.sandboxItems) app.route(`${SANDBOX_WALLET_PATH}/items`, sandboxItemRoutes(hub.sandboxItems));
    app.route(API_PATHS.offers, offersRoutes(hub.offers, hub.sessions, now ?? Date.now));
    app.route(API_PATHS.commissions, commissionsRoutes(hub.commissions, hub.sessions, now ?? Date.now));
    app.route(API_PATHS.briefs, briefsRoutes(hub.briefs, hub.sessions, now ?? Date.now));
    if (hub.itemFiles) app.route(API_PATHS.market, itemFilesRoutes(hub.itemFiles));
    if (hub.market) app.route(API_PATHS.market, marketRoutes(hub.market, hub.sessions));
    if (hub.pendingPayments) app.route(PENDING_PAYMENT_PATHS.pending, pendingPaymentsRoutes(hub.pendingPayments, hub.sessions));
  }
  // Contracts, claims, payments and notices: checked against the contracts the server derives itself.
  // The connected repositories' claim timers and escrow sweep run in the operator's scheduled jobs (wired just below).
  const connectedJobs = new ConnectedRepositoryJobs();
  const { funded: operatorContracts } = contractsOnServer(app, { settings, records, hub, now: clockNow, runTimers, log, githubLinks, connectedJobs });
  // Repositories maintainers connected, and the bounty board over every repository (before the gateway's routes).
  connectedRepositoriesOn(app, { settings, hub, gateway: gateway?.gateway ?? null, githubLinks, operatorContracts, now: clockNow, log, recordsOf: dependencies.connectedRecords, jobs: connectedJobs });
  if (!hub?.market) for (const path of [API_PATHS.market, `${API_PATHS.market}/*`]) app.all(path, (c) => problem(c, 503, 'database-unavailable'));
  if (!hub?.payments) app.all(API_PATHS.payments, (c) => problem(c, 503, 'database-unavailable'));
  if (hub === null) {
    const hubPaths = [API_PATHS.session, GITHUB_IDENTITY_PATH, API_PATHS.claims, API_PATHS.notices, API_PATHS.offers, API_PATHS.commissions, API_PATHS.briefs, API_PATHS.portfolioItems, API_PATHS.tokens];
    for (const path of hubPaths.flatMap((hubPath) => [hubPath, `${hubPath}/*`])) {
      app.all(path, (c) => problem(c, 503, 'database-unavailable'));
    }
  }
  if (gateway !== null) app.route(GITHUB_GATEWAY_PATH, githubGatewayRoutes(gateway.gateway, GITHUB_GATEWAY_PATH, gateway.now, gateway.log));
  // Servers sharing a database tell each other of GitHub's changes (a webhook reaches one of them).
  if (gateway !== null && hub?.signals) shareGitHubChanges(gateway.gateway, hub.signals);
  app.route('/', operationsRoutes(serverStatusDeskFor(settings, hub?.database ?? null, gateway?.gateway ?? null, now)));
  app.route('/', metricsRoutes(metrics, settings.operations.metricsToken));
  app.route(ASSISTANT_PATH, assistantRoutes(assistant ?? null));
  app.route(OPENAPI_PATH, openApiRoutes(API_INFO, API_ENDPOINTS, API_SECURITY));
  const { broadcast } = settings;
  const relay = broadcast === null ? null : new RelayTransaction(new ArcTransactionBroadcaster(broadcast), broadcast.network);
  app.route(BROADCAST_PATH, broadcastRoutes(relay, broadcast?.network ?? null));
  if (settings.devchain !== null) {
    const devchain = devchainFor(settings.devchain, dependencies.devchainLedger ?? null, clockNow, runTimers, log);
    app.route(DEVCHAIN_PATH, devchainRoutes({ chain: devchain.chain, now: clockNow, satsPerKilobyte: settings.devchain.satsPerKilobyte }));
  }
  // Only real endpoints answer JSON: `/api` itself and a browser opening an unknown path fall through to the app's pages.
  app.all('/api/*', (c, next) =>
    isPageRequest(c) ? next() : problem(c, 404, 'no-endpoint', { method: c.req.method, path: c.req.path }),
  );
  if (settings.browser.mode === 'embedded') {
    app.use(`${SAMPLE_GITHUB_PATH}/*`, compress());
    app.route(SAMPLE_GITHUB_PATH, sampleGitHubRoutes(sample));
  }
  if (settings.githubSignIn?.kind === 'sandbox') app.route(SANDBOX_GITHUB_SIGN_IN_PATH, sandboxGitHubSignInRoutes());
  if (settings.browser.handcash.sandbox) app.route(SANDBOX_WALLET_PATH, sandboxWalletRoutes(MAX_REQUEST_BODY_BYTES, hub?.market?.balances ?? null));
  app.route('/', spaRoutes(distDir, settings.browser));
  app.onError((error, c) => {
    if (error instanceof DatabaseUnavailableError) return problem(c, 503, 'database-unavailable');
    // The error's name and message with the request's id; its stack stays out of the answer.
    logger?.error({ reqId: requestIdOf(c), error: { name: error.name, message: error.message, stack: error.stack } }, 'unhandled error');
    return problem(c, 500, 'internal-error');
  });
  return app;
}
