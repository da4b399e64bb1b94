import type { DatabaseConnection } from '../database/database';
import { openDatabase } from '../database/openDatabase';
import { SqlBriefRepository } from '../database/sqlBriefRepository';
import { SqlClaimRepository } from '../database/sqlClaimRepository';
import { SqlCommissionRepository } from '../database/sqlCommissionRepository';
import { SqlOfferRepository } from '../database/sqlOfferRepository';
import { SqlSessionRepository } from '../database/sqlSessionRepository';
import { SqlMintedItemRepository } from '../database/sqlMintedItemRepository';
import { CachedClaimRepository } from './cachedClaimRepository';
import { CachedSessionRepository } from './cachedSessionRepository';
import { SqlPaymentRepository } from '../database/sqlPaymentRepository';
import type { PaymentGateway } from './paymentGateway.port';
import { paymentGatewayFor } from './paymentGatewayFor';
import { ServerPayments, type PaymentTimings } from './serverPayments';
import type { ClaimRepository } from './claimRepository.port';
import type { CodeItemWallet } from './codeItemWallet.port';
import { codeItemWalletFor } from './codeItemWalletFor';
import type { BriefRepository, CommissionRepository, OfferRepository } from './hubRepositories.port';
import type { MintedItemRepository } from './mintedItemRepository.port';
import type { ProfileProvider } from './profileProvider';
import { ServerSessions } from './serverSessions';
import type { ServerSettings } from './serverSettings';
import { sessionCipher } from './sessionKey';
import type { TokenCipher } from './tokenCipher';

/** What the hub's API needs: sessions, claims and submissions, all in the database. */
export interface HubServices {
  readonly sessions: ServerSessions;
  readonly claims: ClaimRepository;
  readonly offers: OfferRepository;
  readonly commissions: CommissionRepository;
  readonly briefs: BriefRepository;
  /** Payments of contract rewards: listed always, paid only when a wallet can pay (see `ServerPayments.canPay`). */
  readonly payments?: ServerPayments | null;
  /** Whether a wallet (HandCash or the sandbox) can say who holds a token. */
  readonly walletConfigured: boolean;
  /** The signed-in person's code-NFT items (HandCash, or the sandbox's in the database); null: none configured. */
  readonly items?: CodeItemWallet | null;
  /** The sandbox wallet's minted items (embedded default only), for its item pages. */
  readonly sandboxItems?: MintedItemRepository | null;
}

/**
 * Opens the database the settings name (PostgreSQL at `DATABASE_URL`, else PGlite under `DATA_DIR`), applies
 * the migrations and builds the hub's services on it. Rejects when the database cannot be opened.
 */
export async function openHub(
  settings: ServerSettings,
  provider: ProfileProvider | null,
): Promise<{ hub: HubServices; connection: DatabaseConnection }> {
  const connection = await openDatabase(
    settings.databaseUrl === null ? { kind: 'pglite', dataDir: settings.dataDir } : { kind: 'postgres', url: settings.databaseUrl },
  );
  const cipher = await sessionCipher(settings.sessionSecret, settings.dataDir);
  const sandboxItems = settings.browser.handcash.sandbox ? new SqlMintedItemRepository(connection.db) : null;
  const items = codeItemWalletFor(settings, sandboxItems);
  const gateway = paymentGatewayFor(settings);
  return { connection, hub: { ...hubOn(connection, provider, cipher, Date.now, { gateway }), items, sandboxItems } };
}

/** The hub's services on an open database (tests pass their own connection and clock). */
export function hubOn(
  connection: DatabaseConnection,
  provider: ProfileProvider | null,
  cipher: TokenCipher,
  now: () => number = Date.now,
  paying: { readonly gateway: PaymentGateway | null; readonly timings?: PaymentTimings } = { gateway: null },
): HubServices {
  return {
    payments: new ServerPayments(new SqlPaymentRepository(connection.db), paying.gateway, cipher, now, paying.timings),
    sessions: new ServerSessions(new CachedSessionRepository(new SqlSessionRepository(connection.db)), provider, cipher, now),
    claims: new CachedClaimRepository(new SqlClaimRepository(connection.db)),
    offers: new SqlOfferRepository(connection.db),
    commissions: new SqlCommissionRepository(connection.db),
    briefs: new SqlBriefRepository(connection.db),
    walletConfigured: provider !== null,
  };
}
