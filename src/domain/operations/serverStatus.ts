/** The database as the server sees it now. */
export interface DatabaseStatus {
  /** `none`: the server runs without a database (its hub endpoints answer 503). */
  readonly engine: 'pglite' | 'postgres' | 'none';
  /** Answered a query within the probe's time limit. */
  readonly reachable: boolean;
  /** Migrations recorded in `schema_migrations`; null when the database did not answer. */
  readonly migrationsApplied: number | null;
  /** Migrations the server carries that the database has not recorded; null when it did not answer. */
  readonly migrationsPending: number | null;
}

/** Where the browser's GitHub data comes from, and the server gateway's state when it is on. */
export interface GitHubStatus {
  /** `sample`: the embedded sample repository; `browser`: the browser calls GitHub; `gateway`: through this server. */
  readonly mode: 'sample' | 'browser' | 'gateway';
  /** Requests left in GitHub's quota after the gateway's last call; null until it made one (or not a gateway). */
  readonly quotaRemaining: number | null;
  /** Epoch ms until which GitHub refuses calls (a spent quota); null when not limited. */
  readonly rateLimitedUntil: number | null;
  /** Epoch ms of the last signed webhook delivery; null when none came since start. */
  readonly lastWebhookAt: number | null;
}

/** The wallet: the sandbox on the embedded default, HandCash otherwise. */
export interface WalletStatus {
  readonly mode: 'sandbox' | 'handcash';
  /** An app id is set (always, for the sandbox). */
  readonly configured: boolean;
  /** HandCash answered the last probe; null when not probed (the sandbox, or no app id). */
  readonly reachable: boolean | null;
}

/** What `GET /api/status` answers: the operator's view of one server. */
export interface ServerStatus {
  /** The app's version (package.json). */
  readonly version: string;
  /** Ready for traffic: the database answers and every migration is applied. */
  readonly ready: boolean;
  readonly database: DatabaseStatus;
  readonly github: GitHubStatus;
  readonly wallet: WalletStatus;
  /** Epoch ms of this reading. */
  readonly checkedAt: number;
}

/** Ready: the database answers and has every migration this server carries. */
export const isReady = (database: DatabaseStatus): boolean => database.reachable && database.migrationsPending === 0;
