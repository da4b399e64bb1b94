/** Defaults and fixed values of the runtime configuration (docs/configuration.md). */

export const DEFAULT_PORT = 4173;
export const DEFAULT_GITHUB_API_URL = 'https://api.github.com';
export const GITHUB_WEB_URL = 'https://github.com';
/** The product's public repository: the default for live mode and the name of the embedded sample. */
export const PRODUCT_REPOSITORY = 'bitcoin-apps-suite/bitcoin-code';
export const DEFAULT_HANDCASH_CONNECT_URL = 'https://cloud.handcash.io';
export const DEFAULT_HANDCASH_AUTHORIZE_URL = 'https://app.handcash.io/#/authorizeApp';

/** Where the server serves the embedded sample repository, in the GitHub REST shape. */
export const SAMPLE_GITHUB_PATH = '/sample-github';
/** Where the server serves the sandbox wallet that stands in for HandCash on the embedded default. */
export const SANDBOX_WALLET_PATH = '/sandbox-wallet';
export const SANDBOX_APP_ID = 'sandbox-app';

export const RUNTIME_CONFIG_PATH = '/api/config';
/** `POST` {authToken}: who holds a wallet auth token (the profile endpoint). */
export const PROFILE_ENDPOINT_PATH = '/api/handcash-profile';

/** Where the embedded database (PGlite) and the generated session key are kept unless `DATA_DIR` says otherwise. */
export const DEFAULT_DATA_DIR = './data';
/** `SESSION_SECRET` must be at least this long: the key is derived from it. */
export const SESSION_SECRET_MIN_LENGTH = 32;
/** Writes (POST, PUT, PATCH, DELETE on /api) a client may make a minute unless `WRITE_RATE_LIMIT` says otherwise. */
export const DEFAULT_WRITE_RATE_LIMIT = 120;
/** Where the server's GitHub gateway answers (when `GITHUB_TOKEN` is set). */
export const GITHUB_GATEWAY_PATH = '/api/github';
/** Pages of 100 items followed through `Link: rel="next"` unless `GITHUB_MAX_PAGES` says otherwise. */
export const DEFAULT_GITHUB_MAX_PAGES = 10;
/** The id of the `<script type="application/json">` that carries the runtime configuration in the served page. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';
/** Where the browser sends the assistant's conversation; the answer streams back as server-sent events. */
export const ASSISTANT_PATH = '/api/assistant';
/** Where signed transactions are relayed to the configured ARC endpoint (`BSV_BROADCAST_URL`). */
export const BROADCAST_PATH = '/api/broadcast';
/** GitHub's web base for the OAuth flow unless `GITHUB_OAUTH_URL` says otherwise. */
export const DEFAULT_GITHUB_OAUTH_URL = 'https://github.com';
/** Where the server serves the sandbox GitHub sign-in page that stands in for GitHub on the embedded default. */
export const SANDBOX_GITHUB_SIGN_IN_PATH = '/sandbox-github-sign-in';
