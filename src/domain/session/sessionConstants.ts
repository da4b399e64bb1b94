/** Every message, label and fixed value of the user session, defined once. */

export const APP_ID_MISSING_MESSAGE = 'HandCash App ID is not configured';
export const NO_ACCESS_TOKEN_MESSAGE = 'No access token available';
export const NOT_AUTHENTICATED_MESSAGE = 'Not authenticated';
export const AUTHENTICATION_EXPIRED_MESSAGE = 'Authentication expired, please login again';
export const API_REQUEST_FAILED_PREFIX = 'API request failed: ';
export const MAGIC_LINK_FAILED_MESSAGE = 'Failed to send magic link';
export const NO_AUTH_TOKEN_MESSAGE = 'No authToken received from HandCash. Check the console for debug information.';
export const HANDCASH_ERROR_PREFIX = 'HandCash error: ';
export const HANDCASH_ERROR_DEFAULT_DESCRIPTION = 'Unknown error';

/** Menu bar label when nobody is signed in. */
export const NOT_CONNECTED_LABEL = 'Not Connected';
/** Label shown while the sandbox (fake) wallet is in use. */
export const SANDBOX_WALLET_LABEL = 'Sandbox wallet — not a real HandCash wallet';

export const LOGIN_REDIRECT_DELAY_MS = 1000;
export const MAGIC_LINK_PATH = '/users/magiclink';
export const PROFILE_ENDPOINT_PATH = '/api/handcash-profile';

/** The generic handle of a user nobody could name; a profile with it never makes a session. */
export const PLACEHOLDER_HANDLE = 'handcash_user';

const nonBlank = (text: string | undefined): text is string => text !== undefined && text.trim() !== '';

/** `HandCash error: access_denied - User declined`; a missing or blank description reads `Unknown error`. */
export const handCashErrorMessage = (error: string, description?: string): string =>
  `${HANDCASH_ERROR_PREFIX}${error} - ${nonBlank(description) ? description : HANDCASH_ERROR_DEFAULT_DESCRIPTION}`;

/** `API request failed: ` followed by the server's message when it is a non-blank string, else the status text. */
export const apiFailureMessage = (statusText: string, serverMessage?: unknown): string =>
  API_REQUEST_FAILED_PREFIX +
  (typeof serverMessage === 'string' && nonBlank(serverMessage) ? serverMessage : statusText);
