import { MINT_DAILY_LIMIT_DEFAULT } from '../../domain/exchange/mintDailyLimit';
import { resolveClaimTimerSettings, type ClaimTimerEnvironment, type ClaimTimerSettings } from './claimTimerSettings';
import { resolveOperationsSettings, type OperationsEnvironment, type OperationsSettings } from './operationsSettings';
import { resolveTrustedProxies, type TrustedProxiesEnvironment } from './trustedProxiesSettings';
import type { IpRange } from '../../domain/operations/ipAddress';
import { err, ok, type Result } from '../../domain/shared/result';
import {
  DEFAULT_GITHUB_API_URL,
  DEFAULT_GITHUB_MAX_PAGES,
  GITHUB_GATEWAY_PATH,
  DEFAULT_HANDCASH_AUTHORIZE_URL,
  DEFAULT_HANDCASH_CONNECT_URL,
  DEFAULT_DATA_DIR,
  DEFAULT_PORT,
  DEFAULT_WRITE_RATE_LIMIT,
  SESSION_SECRET_MIN_LENGTH,
  GITHUB_WEB_URL,
  PRODUCT_REPOSITORY,
  SAMPLE_GITHUB_PATH,
  SANDBOX_APP_ID,
  SANDBOX_WALLET_PATH,
} from './serverConstants';
import type { RuntimeConfig } from '../../ports/runtimeConfig.port';
import { isValidRepositoryName } from '../../domain/shared/repositoryName';
import { resolveHandCashMinter, type HandCashMinterEnvironment, type HandCashMinterSettings } from './handCashMinterSettings';
import { resolveDevchainSettings, type DevchainEnvironment, type DevchainServerSettings } from '../devchain/devchainSettings';
import { resolveBroadcastSettings, type BroadcastEnvironment, type BroadcastSettings } from './broadcastSettings';

/** The environment variables the server reads (docs/configuration.md). */
import { resolvePaymentSettings, type PaymentEnvironment } from './paymentSettings';
import { resolveExchangeRate, type ExchangeRateEnvironment } from './exchangeRateSettings';
import { resolveFeeHandle, resolveOfferHourMs, type MarketEnvironment } from './marketSettings';
import { resolveGitHubSignIn, type GitHubSignInEnvironment, type GitHubSignInSettings } from './githubSignInSettings';
import { resolveBountyLabel, type BountyEnvironment } from './bountySettings';
import { resolveEscrowSettings, type EscrowEnvironment, type EscrowSettings } from './escrowSettings';

/** The environment variables the server reads (docs/configuration.md). */
export interface ServerEnvironment extends HandCashMinterEnvironment, GitHubSignInEnvironment, PaymentEnvironment, ExchangeRateEnvironment, MarketEnvironment, BroadcastEnvironment, DevchainEnvironment, ClaimTimerEnvironment, OperationsEnvironment, TrustedProxiesEnvironment, BountyEnvironment, EscrowEnvironment {
  readonly PORT?: string;
  readonly GITHUB_API_URL?: string;
  readonly GITHUB_REPO?: string;
  readonly HANDCASH_APP_ID?: string;
  readonly HANDCASH_APP_SECRET?: string;
  readonly HANDCASH_CONNECT_URL?: string;
  readonly HANDCASH_AUTHORIZE_URL?: string;
  readonly EDITOR_ENABLED?: string;
  readonly DATABASE_URL?: string;
  readonly DATA_DIR?: string;
  readonly SESSION_SECRET?: string;
  readonly WRITE_RATE_LIMIT?: string;
  readonly MINT_DAILY_LIMIT?: string;
  readonly GITHUB_TOKEN?: string;
  readonly GITHUB_WEBHOOK_SECRET?: string;
  readonly GITHUB_MAX_PAGES?: string;
  readonly PUBLIC_URL?: string;
}

/** The server-side GitHub gateway (docs/operations.md, "Contracts"): on in live mode when `GITHUB_TOKEN` is set. */
export interface GitHubGatewaySettings {
  readonly apiUrl: string;
  /** `owner/name`: the only repository the gateway reads. */
  readonly repo: string;
  readonly token: string;
  /** Null: every webhook delivery is refused. */
  readonly webhookSecret: string | null;
  readonly maxPages: number;
}

/** Everything the server needs: the browser's share, plus what stays on the server. */
export interface ServerSettings {
  readonly port: number;
  readonly browser: RuntimeConfig;
  /** Upstream bases the Content-Security-Policy allows the browser to call. */
  readonly connectOrigins: readonly string[];
  readonly handcashSecret: string | null;
  readonly handcashConnectUrl: string;
  /** A PostgreSQL server (`DATABASE_URL`), else null: PGlite under `dataDir`. */
  readonly databaseUrl: string | null;
  /** Where the embedded database and the generated session key live (`DATA_DIR`, default `./data`). */
  readonly dataDir: string;
  /** The phrase the session key comes from (`SESSION_SECRET`); null: a key generated once in `dataDir`. */
  readonly sessionSecret: string | null;
  /** Writes a client may make a minute (`WRITE_RATE_LIMIT`); 0: unlimited. */
  readonly writeRateLimit: number;
  /** Mints an account may make a UTC day through the app's minter (`MINT_DAILY_LIMIT`); 0: unlimited. */
  readonly mintDailyLimit: number;
  /** The proxies in front (`TRUSTED_PROXIES`) whose `X-Forwarded-For` names the client; none: the socket's address. */
  readonly trustedProxies: readonly IpRange[];
  /** Null when the browser calls GitHub itself (no `GITHUB_TOKEN`, or the embedded default). */
  readonly githubGateway: GitHubGatewaySettings | null;
  /** HandCash minting with the app's credentials; null: Mint answers 503 (live) or the sandbox mints (embedded). */
  readonly handcashMinter: HandCashMinterSettings | null;
  /** How long a claim day lasts and how early its claimant is reminded (`CLAIM_DAY_SECONDS`, `CLAIM_REMINDER_LEAD_SECONDS`). */
  readonly claimTimers: ClaimTimerSettings;
  /** The JSON logs' level and the `/metrics` token (`operationsSettings.ts`). */
  readonly operations: OperationsSettings;
  /** The ARC endpoint signed transactions are relayed to (`BSV_BROADCAST_URL`); null: the relay is off. */
  readonly broadcast: BroadcastSettings | null;
  /** Who receives the platform fee of market sales (`EXCHANGE_FEE_HANDLE`); null: the market sells nothing. */
  readonly exchangeFeeHandle: string | null;
  /** How long an offer's hour lasts in milliseconds (`OFFER_HOUR_SECONDS`; an hour unless shortened to try expiry). */
  readonly offerHourMs: number;
  /**
   * The origin users reach the app at (`PUBLIC_URL`, e.g. `https://workbench.example.com`): requests must name its
   * host and writes come from it; null: any host, and writes from the origin the request itself names.
   */
  readonly publicOrigin: string | null;
  /** GitHub sign-in linked to the session (`GITHUB_CLIENT_ID`…): the OAuth app, the sandbox, or null (not offered). */
  readonly githubSignIn: GitHubSignInSettings | null;
  /** The local BSV chain (`DEVCHAIN`, on by default on the embedded default); null: off. */
  readonly devchain: DevchainServerSettings | null;
  /** The label that makes any issue a bounty (`BOUNTY_LABEL`, default `bounty`); a maintainer's issue is one without it. */
  readonly bountyLabel: string;
  /** The platform's escrow wallet (`ESCROW_HANDLE`, `HANDCASH_ESCROW_AUTH_TOKEN`; the sandbox's on the embedded default); null: no funding. */
  readonly escrow: EscrowSettings | null;
}

export interface ServerSettingsError {
  readonly variable: keyof ServerEnvironment;
  readonly message: string;
}

const present = (value: string | undefined): string | undefined => (value?.trim() ? value.trim() : undefined);

function parseAbsoluteUrl(text: string): string | null {
  return /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(text) ? text.replace(/\/+$/, '') : null;
}

const originOf = (url: string): string => /^https?:\/\/[^/?#]+/i.exec(url)?.[0] ?? url;

/** Resolves the environment into settings, or names the variable that is malformed. */
export function resolveServerSettings(env: ServerEnvironment): Result<ServerSettings, ServerSettingsError> {
  const fail = (variable: keyof ServerEnvironment, message: string) => err<ServerSettingsError>({ variable, message });
  const portText = present(env.PORT);
  const port = portText === undefined ? DEFAULT_PORT : Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) return fail('PORT', 'must be a whole number from 0 to 65535');
  const editorText = present(env.EDITOR_ENABLED)?.toLowerCase();
  if (editorText !== undefined && editorText !== 'true' && editorText !== 'false') {
    return fail('EDITOR_ENABLED', 'must be true or false');
  }
  const repo = present(env.GITHUB_REPO);
  if (repo !== undefined && !isValidRepositoryName(repo)) return fail('GITHUB_REPO', 'must be owner/name');
  const appId = present(env.HANDCASH_APP_ID) ?? null;
  const embedded = repo === undefined && appId === null;
  const urls: Record<'GITHUB_API_URL' | 'HANDCASH_CONNECT_URL' | 'HANDCASH_AUTHORIZE_URL', string> = {
    GITHUB_API_URL: present(env.GITHUB_API_URL) ?? DEFAULT_GITHUB_API_URL,
    HANDCASH_CONNECT_URL: present(env.HANDCASH_CONNECT_URL) ?? DEFAULT_HANDCASH_CONNECT_URL,
    HANDCASH_AUTHORIZE_URL: present(env.HANDCASH_AUTHORIZE_URL) ?? DEFAULT_HANDCASH_AUTHORIZE_URL,
  };
  for (const [variable, url] of Object.entries(urls)) {
    if (parseAbsoluteUrl(url) === null) return fail(variable as keyof ServerEnvironment, 'must be an http(s) URL');
  }
  const databaseUrl = present(env.DATABASE_URL) ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\/\S+$/i.test(databaseUrl)) {
    return fail('DATABASE_URL', 'must be a postgres:// or postgresql:// URL');
  }
  const sessionSecret = present(env.SESSION_SECRET) ?? null;
  if (sessionSecret !== null && sessionSecret.length < SESSION_SECRET_MIN_LENGTH) {
    return fail('SESSION_SECRET', `must be at least ${SESSION_SECRET_MIN_LENGTH} characters`);
  }
  if (databaseUrl !== null && sessionSecret === null) {
    return fail('SESSION_SECRET', 'must be set with DATABASE_URL, the same for every server on that database');
  }
  const rateText = present(env.WRITE_RATE_LIMIT);
  const writeRateLimit = rateText === undefined ? DEFAULT_WRITE_RATE_LIMIT : Number(rateText);
  if (!Number.isInteger(writeRateLimit) || writeRateLimit < 0) return fail('WRITE_RATE_LIMIT', 'must be a whole number, 0 or more');
  const mintLimitText = present(env.MINT_DAILY_LIMIT);
  const mintDailyLimit = mintLimitText === undefined ? MINT_DAILY_LIMIT_DEFAULT : Number(mintLimitText);
  if (!Number.isSafeInteger(mintDailyLimit) || mintDailyLimit < 0) return fail('MINT_DAILY_LIMIT', 'must be a whole number, 0 or more');
  const trustedProxies = resolveTrustedProxies(env);
  if (!trustedProxies.ok) return fail(trustedProxies.error.variable, trustedProxies.error.message);
  const maxPagesText = present(env.GITHUB_MAX_PAGES);
  const maxPages = maxPagesText === undefined ? DEFAULT_GITHUB_MAX_PAGES : Number(maxPagesText);
  if (!Number.isInteger(maxPages) || maxPages < 1 || maxPages > 100) return fail('GITHUB_MAX_PAGES', 'must be a whole number from 1 to 100');
  const bountyLabel = resolveBountyLabel(env);
  if (!bountyLabel.ok) return fail(bountyLabel.error.variable, bountyLabel.error.message);
  const claimTimers = resolveClaimTimerSettings(env);
  if (!claimTimers.ok) return fail(claimTimers.error.variable, claimTimers.error.message);
  const operations = resolveOperationsSettings(env);
  if (!operations.ok) return fail(operations.error.variable, operations.error.message);
  const publicUrl = present(env.PUBLIC_URL);
  const publicOrigin = publicUrl === undefined ? null : parseAbsoluteUrl(publicUrl);
  if (publicUrl !== undefined && (publicOrigin === null || new URL(publicOrigin).pathname !== '/')) {
    return fail('PUBLIC_URL', 'must be an http(s) origin, e.g. https://workbench.example.com');
  }
  const payments = resolvePaymentSettings(env, embedded);
  if (!payments.ok) return fail(payments.error.variable, payments.error.message);
  const exchange = resolveExchangeRate(env);
  if (!exchange.ok) return fail(exchange.error.variable, exchange.error.message);
  const feeHandle = resolveFeeHandle(env, embedded);
  if (!feeHandle.ok) return fail(feeHandle.error.variable, feeHandle.error.message);
  const offerHourMs = resolveOfferHourMs(env);
  if (!offerHourMs.ok) return fail(offerHourMs.error.variable, offerHourMs.error.message);
  const escrow = resolveEscrowSettings(env, embedded);
  if (!escrow.ok) return fail(escrow.error.variable, escrow.error.message);
  const token = present(env.GITHUB_TOKEN) ?? null;
  const gatewayOn = token !== null && !embedded;
  const minter = resolveHandCashMinter(env);
  if (!minter.ok) return fail(minter.error.variable, minter.error.message);
  const broadcast = resolveBroadcastSettings(env);
  if (!broadcast.ok) return fail(broadcast.error.variable, broadcast.error.message);
  const devchain = resolveDevchainSettings(env, embedded);
  if (!devchain.ok) return fail(devchain.error.variable, devchain.error.message);
  const githubApiUrl = parseAbsoluteUrl(urls.GITHUB_API_URL) ?? DEFAULT_GITHUB_API_URL;
  const connectUrl = parseAbsoluteUrl(urls.HANDCASH_CONNECT_URL) ?? DEFAULT_HANDCASH_CONNECT_URL;
  const githubSignIn = resolveGitHubSignIn(env, embedded, githubApiUrl);
  if (!githubSignIn.ok) return fail(githubSignIn.error.variable, githubSignIn.error.message);
  const effectiveRepo = repo ?? PRODUCT_REPOSITORY;
  const browser: RuntimeConfig = {
    mode: embedded ? 'embedded' : 'live',
    editorEnabled: editorText !== 'false',
    github: {
      apiUrl: embedded ? SAMPLE_GITHUB_PATH : gatewayOn ? GITHUB_GATEWAY_PATH : githubApiUrl,
      repo: effectiveRepo,
      webUrl: `${GITHUB_WEB_URL}/${effectiveRepo}`,
      gateway: gatewayOn,
      maxPages,
    },
    handcash: embedded
      ? { appId: SANDBOX_APP_ID, connectUrl: `${SANDBOX_WALLET_PATH}/connect`, authorizeUrl: `${SANDBOX_WALLET_PATH}/authorize`, sandbox: true }
      : { appId, connectUrl, authorizeUrl: urls.HANDCASH_AUTHORIZE_URL, sandbox: false },
    payments: payments.value,
    exchange: exchange.value,
  };
  return ok({
    port,
    browser,
    connectOrigins: embedded ? [] : gatewayOn ? [originOf(connectUrl)] : [originOf(githubApiUrl), originOf(connectUrl)],
    handcashSecret: present(env.HANDCASH_APP_SECRET) ?? null,
    handcashConnectUrl: connectUrl,
    databaseUrl,
    dataDir: present(env.DATA_DIR) ?? DEFAULT_DATA_DIR,
    sessionSecret,
    writeRateLimit,
    mintDailyLimit,
    trustedProxies: trustedProxies.value,
    githubGateway:
      token !== null && gatewayOn
        ? { apiUrl: githubApiUrl, repo: effectiveRepo, token, webhookSecret: present(env.GITHUB_WEBHOOK_SECRET) ?? null, maxPages }
        : null,
    handcashMinter: minter.value,
    claimTimers: claimTimers.value,
    operations: operations.value,
    broadcast: broadcast.value,
    exchangeFeeHandle: feeHandle.value,
    offerHourMs: offerHourMs.value,
    publicOrigin: publicOrigin === null ? null : new URL(publicOrigin).origin,
    githubSignIn: githubSignIn.value,
    devchain: devchain.value,
    bountyLabel: bountyLabel.value,
    escrow: escrow.value,
  });
}
