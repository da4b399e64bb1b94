import { token, type Token } from './token';

/** How the server runs: on the embedded offline sample, or against the real GitHub and HandCash. */
export type RuntimeMode = 'embedded' | 'live';

/** The validated configuration the server handed to the browser at start-up. It never holds a secret. */
export interface RuntimeConfig {
  readonly mode: RuntimeMode;
  readonly editorEnabled: boolean;
  readonly github: {
    /** REST base, absolute (`https://api.github.com`) or on this server (`/sample-github`). */
    readonly apiUrl: string;
    /** `owner/name`. */
    readonly repo: string;
    /** The repository's web page, for links. */
    readonly webUrl: string;
    /** True when `apiUrl` is this server's GitHub gateway (shared cache, open-issue count, change events). */
    readonly gateway: boolean;
    /** At most this many pages of 100 issues (and of pull requests) are read. */
    readonly maxPages: number;
  };
  readonly handcash: {
    /** Null when no app id is configured: login is then blocked. */
    readonly appId: string | null;
    readonly connectUrl: string;
    readonly authorizeUrl: string;
    /** True on the embedded default: a sandbox wallet served by this server stands in for HandCash. */
    readonly sandbox: boolean;
  };
  /** Absent from configurations written before payments existed: nobody may pay, links use the default explorer. */
  readonly payments?: PaymentsConfig;
  /** Absent from configurations written before the exchange had a rate setting: no dollar figures. */
  readonly exchange?: ExchangeConfig;
}

/** How the exchange shows amounts (public): BSV always, dollars only at the operator's rate. */
export interface ExchangeConfig {
  /** US dollars per BSV (`BSV_USD_RATE`); null: no dollar figure is shown. */
  readonly usdPerBsv: number | null;
}

/** Who may pay contracts and how payments are shown (all public). */
export interface PaymentsConfig {
  /** HandCash handles (lower case, no `$`) that may pay a completed contract. */
  readonly maintainers: readonly string[];
  /** BSV per BAPP of reward, to prefill the amount; null: the maintainer types it. */
  readonly bsvPerBapp: number | null;
  /** A transaction's page on a block explorer: `{txid}` is replaced by the id. */
  readonly explorerTxUrl: string;
}

export const RuntimeConfig: Token<RuntimeConfig> = token<RuntimeConfig>('RuntimeConfig');
