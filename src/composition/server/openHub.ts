import type { DatabaseConnection } from '../../adapters/database/database';
import { openDatabase } from '../../adapters/database/openDatabase';
import { SqlBriefRepository } from '../../adapters/database/sqlBriefRepository';
import { SqlClaimRepository } from '../../adapters/database/sqlClaimRepository';
import { SqlCommissionRepository } from '../../adapters/database/sqlCommissionRepository';
import { SqlOfferRepository } from '../../adapters/database/sqlOfferRepository';
import { SqlSessionRepository } from '../../adapters/database/sqlSessionRepository';
import { SqlMintedItemRepository } from '../../adapters/database/sqlMintedItemRepository';
import { SqlItemFilesRepository } from '../../adapters/database/sqlItemFilesRepository';
import { CachedClaimRepository, CLAIMS_READ_CACHE_MS } from '../../adapters/database/cachedClaimRepository';
import { CachedSessionRepository, EMBEDDED_SESSION_READ_CACHE_MS, SESSION_READ_CACHE_MS } from '../../adapters/database/cachedSessionRepository';
import { SqlWriteCounter } from '../../adapters/database/sqlWriteCounter';
import { WRITE_RATE_WINDOW_MS } from '../../adapters/server/writeRateLimit';
import type { ChangeSignals } from '../../ports/changeSignals.port';
import type { JobLeadership } from '../../ports/jobLeadership.port';
import type { WriteCounter } from '../../ports/writeCounter.port';
import { SqlPaymentRepository } from '../../adapters/database/sqlPaymentRepository';
import { SqlContractHistory } from '../../adapters/database/sqlContractHistory';
import { SqlAutoPayoutRepository } from '../../adapters/database/sqlAutoPayoutRepository';
import type { AutoPayoutRepository } from '../../ports/autoPayoutRepository.port';
import type { ContractHistory } from '../../ports/contractHistory.port';
import { SqlContractNotices } from '../../adapters/database/sqlContractNotices';
import type { ContractNotices } from '../../ports/contractNotices.port';
import type { PaymentGateway } from '../../ports/paymentGateway.port';
import { paymentGatewayFor } from './paymentGatewayFor';
import { paymentsMade } from '../../adapters/database/sqlSandboxPayments';
import { ServerPayments, type PaymentTimings } from '../../application/payments/serverPayments';
import type { ClaimRepository } from '../../ports/claimRepository.port';
import type { CodeItemWallet } from '../../ports/codeItemWallet.port';
import { codeItemWalletFor } from './codeItemWalletFor';
import type { BriefRepository, CommissionRepository, OfferRepository } from '../../ports/hubRepositories.port';
import type { MintedItemRepository } from '../../ports/mintedItemRepository.port';
import type { ItemFilesRepository } from '../../ports/itemFilesRepository.port';
import type { ProfileProvider } from '../../ports/profileProvider.port';
import { ServerSessions } from '../../application/session/serverSessions';
import type { ServerSettings } from '../../adapters/config/serverSettings';
import { sessionCipher } from '../../adapters/node/sessionKey';
import type { TokenCipher } from '../../ports/tokenCipher.port';
import type { ConnectedRepositoryStore } from '../../ports/repositories/connectedRepositoryStore.port';
import { SqlConnectedRepositoryStore } from '../../adapters/database/sqlConnectedRepositoryStore';
import { nodeSessionIds } from '../../adapters/node/nodeSessionIds';
import { timer, map } from 'rxjs';
import type { MarketServices } from '../../adapters/server/market.routes';
import { SandboxPaymentGateway } from '../../adapters/sandboxWallet/sandboxPaymentGateway';
import { marketOn } from './openMarket';
import type { DatabaseProbe } from '../../ports/serverProbes.port';
import { SqlDatabaseProbe } from '../../adapters/database/sqlDatabaseProbe';
import { SqlGitHubIdentityRepository } from '../../adapters/database/sqlGitHubIdentityRepository';
import type { GitHubIdentityRepository } from '../../ports/githubIdentityRepository.port';
import { join } from 'node:path';
import { DataDirLockedError, lockDataDir } from '../../adapters/node/dataDirLock';
import { restrictToOwner } from '../../adapters/node/ownerOnlyModes';
import { startupStep } from '../../adapters/node/startupError';
import { SqlMintQuota } from '../../adapters/database/sqlMintQuota';
import type { MintQuota } from '../../ports/mintQuota.port';
import { SqlMarketRepository } from '../../adapters/database/sqlMarketRepository';
import type { PendingPayments } from '../../application/payments/settlement/pendingPayments';
import { pendingPaymentsOn } from './pendingPaymentsOn';
import { ApiTokens } from '../../application/apiTokens/apiTokens';
import { SqlApiTokenRepository } from '../../adapters/database/sqlApiTokenRepository';
import { SqlEscrowLedger } from '../../adapters/database/sqlEscrowLedger';
import type { EscrowLedgerRepository } from '../../ports/escrowLedger.port';
import { connectedPayments } from '../../adapters/database/sqlConnectedPayments';
import type { Payment } from '../../domain/payments/payment';

/** One connected repository's claims, contract history and notices, kept apart from the operator's. */
export interface RepositoryClaimRecords {
  readonly claims: ClaimRepository;
  readonly history: ContractHistory;
  readonly notices: ContractNotices;
}

/** What the hub's API needs: sessions, claims and submissions, all in the database. */
export interface HubServices {
  readonly sessions: ServerSessions;
  readonly claims: ClaimRepository;
  readonly offers: OfferRepository;
  readonly commissions: CommissionRepository;
  readonly briefs: BriefRepository;
  /** Each contract's history (claims, pull requests, payments, overrides). */
  readonly history: ContractHistory;
  /** The inbox entries about contracts (reminders, expiries, payments…). */
  readonly notices: ContractNotices;
  /** Payments of contract rewards: listed always, paid only when a wallet can pay (see `ServerPayments.canPay`). */
  readonly payments?: ServerPayments | null;
  /** Whether a wallet (HandCash or the sandbox) can say who holds a token. */
  readonly walletConfigured: boolean;
  /** The signed-in person's code-NFT items (HandCash, or the sandbox's in the database); null: none configured. */
  readonly items?: CodeItemWallet | null;
  /** The sandbox wallet's minted items (embedded default only), for its item pages. */
  readonly sandboxItems?: MintedItemRepository | null;
  /** The code files of items minted here (View Source, Download); absent: none are kept. */
  readonly itemFiles?: ItemFilesRepository | null;
  /** The exchange's market (listings, purchases, trades, dividends); absent: its endpoints answer 503. */
  readonly market?: MarketServices | null;
  /** Whether the database answers and has every migration (readiness and the status page). */
  readonly database?: DatabaseProbe | null;
  /** The change signals between the servers on the database (caches and live streams follow them). */
  readonly signals?: ChangeSignals | null;
  /** Whether this server runs the scheduled jobs (one server at a time on a database); absent: it does. */
  readonly leadership?: JobLeadership | null;
  /** Where the write limit counts: the database on PostgreSQL (shared by its servers); absent: this process. */
  readonly writeCounter?: WriteCounter | null;
  /** GitHub logins linked to sessions and the sign-ins under way; absent: GitHub sign-in answers 503. */
  readonly githubIdentities?: GitHubIdentityRepository | null;
  /** The cipher that seals tokens at rest (the GitHub access token as the wallet's). */
  readonly cipher?: TokenCipher;
  /** The payments stopped at "pending check", settled by transaction id or released; absent: not served. */
  readonly pendingPayments?: PendingPayments | null;
  /** Personal API tokens (made on the settings page, sent as `Authorization: Bearer`); absent: tokens are refused. */
  readonly apiTokens?: ApiTokens | null;
  /** The maintainers' automatic payout choices, with their wallet authorizations sealed by `cipher`. */
  readonly autoPayouts?: AutoPayoutRepository | null;
  /** Each account's mints a day, for `MINT_DAILY_LIMIT`; absent: mints are not limited. */
  readonly mintQuota?: MintQuota | null;
  /** The wallet the server pays through (HandCash or the sandbox); absent or null: none. */
  readonly paymentGateway?: PaymentGateway | null;
  /** The escrow ledger of funded contracts; absent: contracts cannot be funded. */
  readonly escrowLedger?: EscrowLedgerRepository | null;
  /** A connected repository's claims, history and notices (`owner/name`, migration 0027); absent: none are kept. */
  readonly repositoryRecords?: ((repository: string) => RepositoryClaimRecords) | null;
  /** A connected repository's reward payments (`owner/name`, migration 0030), paid exactly once each; absent: none. */
  readonly repositoryPayments?: ((repository: string) => ServerPayments) | null;
  /** Every connected repository's payments, each naming its repository (the figures count them); absent: none. */
  readonly connectedPayments?: (() => Promise<readonly Payment[]>) | null;
  /** Repositories maintainers connected (issue 36); absent: connecting answers 503. */
  readonly connectedRepositories?: ConnectedRepositoryStore | null;
}

/**
 * Opens the database the settings name (PostgreSQL at `DATABASE_URL`, else PGlite under `DATA_DIR`), applies
 * the migrations and builds the hub's services on it. On PGlite it first takes the data folder's one-writer lock
 * (`lockDataDir`, kept fresh while open) and leaves the folder readable by this user only; closing the connection
 * releases the lock.
 * Rejects when the folder is held by another server, the session key file is unusable, or the database cannot be
 * opened; each error names its cause and path.
 */
export async function openHub(
  settings: ServerSettings,
  provider: ProfileProvider | null,
  /** Told when the data folder's lock was lost while serving (another server may write it): the server stops. */
  onLockLost: (reason: string) => void = (reason) => console.error(reason),
): Promise<{ hub: HubServices; connection: DatabaseConnection }> {
  const { dataDir } = settings;
  const embedded = settings.databaseUrl === null;
  const lock = embedded
    ? await startupStep(
        `Could not lock the data folder ${dataDir}`,
        () => lockDataDir(dataDir, { onLost: onLockLost }),
        (error) => error instanceof DataDirLockedError,
      )
    : null;
  try {
    const cipher = await sessionCipher(settings.sessionSecret, dataDir);
    const opened = await startupStep(embedded ? `Could not open PGlite in ${join(dataDir, 'pglite')}` : 'Could not open the database at DATABASE_URL', () =>
      openDatabase(embedded ? { kind: 'pglite', dataDir } : { kind: 'postgres', url: settings.databaseUrl! }),
    );
    if (embedded) await startupStep(`Could not make ${dataDir} private (0700/0600)`, () => restrictToOwner(dataDir));
    const connection: DatabaseConnection = embedded
      ? { ...opened, close: () => opened.close().then(() => restrictToOwner(dataDir).catch(() => undefined)).finally(() => lock?.release()) }
      : opened;
    const sandboxItems = settings.browser.handcash.sandbox ? new SqlMintedItemRepository(connection.db) : null;
    const items = codeItemWalletFor(settings, sandboxItems);
    const gateway = paymentGatewayFor(settings);
    if (gateway instanceof SandboxPaymentGateway) gateway.restore(await paymentsMade(connection.db));
    const balances = gateway instanceof SandboxPaymentGateway ? () => gateway.balances() : null;
    const marketRepository = new SqlMarketRepository(connection.db);
    const market = marketOn(connection, { items, gateway, feeHandle: settings.exchangeFeeHandle, cipher, balances, repository: marketRepository, offerHourMs: settings.offerHourMs });
    const pendingPayments = pendingPaymentsOn(connection, marketRepository, gateway, cipher, Date.now);
    return { connection, hub: { ...hubOn(connection, provider, cipher, Date.now, { gateway }), items, sandboxItems, market, pendingPayments } };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}

/** A clock reading `now`, whose pauses are real timers (tests pass a fixed or manual `now`). */
const clockOf = (now: () => number) => ({ now, after: (delayMs: number) => timer(delayMs).pipe(map(() => now())) });

/** The hub's services on an open database (tests pass their own connection and clock). */
export function hubOn(
  connection: DatabaseConnection,
  provider: ProfileProvider | null,
  cipher: TokenCipher,
  now: () => number = Date.now,
  paying: { readonly gateway: PaymentGateway | null; readonly timings?: PaymentTimings } = { gateway: null },
): HubServices {
  const { signals, leadership } = connection;
  const sessions = new ServerSessions(
    new CachedSessionRepository(
      new SqlSessionRepository(connection.db),
      connection.engine === 'pglite' ? EMBEDDED_SESSION_READ_CACHE_MS : SESSION_READ_CACHE_MS,
      undefined,
      signals,
    ),
    provider,
    cipher,
    nodeSessionIds,
    now,
  );
  const githubIdentities = new SqlGitHubIdentityRepository(connection.db);
  return {
    payments: new ServerPayments(new SqlPaymentRepository(connection.db), paying.gateway, cipher, clockOf(now), paying.timings),
    sessions,
    claims: new CachedClaimRepository(new SqlClaimRepository(connection.db), CLAIMS_READ_CACHE_MS, undefined, signals),
    offers: new SqlOfferRepository(connection.db),
    commissions: new SqlCommissionRepository(connection.db),
    briefs: new SqlBriefRepository(connection.db),
    history: new SqlContractHistory(connection.db),
    notices: new SqlContractNotices(connection.db),
    walletConfigured: provider !== null,
    database: new SqlDatabaseProbe(connection),
    signals,
    leadership,
    writeCounter: connection.engine === 'postgres' ? new SqlWriteCounter(connection.db, WRITE_RATE_WINDOW_MS) : null,
    githubIdentities,
    apiTokens: new ApiTokens(new SqlApiTokenRepository(connection.db), sessions, githubIdentities, nodeSessionIds, now),
    cipher,
    autoPayouts: new SqlAutoPayoutRepository(connection.db),
    mintQuota: new SqlMintQuota(connection.db),
    itemFiles: new SqlItemFilesRepository(connection.db),
    escrowLedger: new SqlEscrowLedger(connection.db),
    repositoryRecords: (repository) => ({
      claims: new CachedClaimRepository(new SqlClaimRepository(connection.db, repository), CLAIMS_READ_CACHE_MS, undefined, signals),
      history: new SqlContractHistory(connection.db, repository),
      notices: new SqlContractNotices(connection.db, repository),
    }),
    repositoryPayments: (repository) => new ServerPayments(new SqlPaymentRepository(connection.db, repository), paying.gateway, cipher, clockOf(now), paying.timings),
    connectedPayments: () => connectedPayments(connection.db),
    paymentGateway: paying.gateway,
    connectedRepositories: new SqlConnectedRepositoryStore(connection.db),
  };
}
