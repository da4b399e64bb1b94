import type { SessionError, SessionErrorCode } from '../../domain/session/sessionErrors';
import { problemText } from '../shared/problem.texts';

/** Texts of the user session: the menu bar's account control and the spec's error catalogue (section 7). */

/** The menu bar's status when nobody is signed in (spec section 2). */
export const NOT_CONNECTED_LABEL = 'Not Connected';
/** Says, beside the menu bar's status, that the sandbox (fake) wallet is in use. */
export const SANDBOX_WALLET_LABEL = 'Sandbox wallet — not a real HandCash wallet';
/** The accessible name of the menu bar's account control. */
export const ACCOUNT_CONTROL_LABEL = 'Account';
export const SIGN_IN_LABEL = 'Sign in with HandCash';
export const SIGN_OUT_LABEL = 'Sign out';
/** Closes the menu bar's sign-in notice. */
export const DISMISS_NOTICE_LABEL = 'Dismiss';
export const REDIRECTING_LABEL = 'Opening HandCash…';
/** The short visible badge beside the menu bar's status while the sandbox wallet stands in for HandCash. */
export const SANDBOX_BADGE_LABEL = 'Sandbox';

/** The server's refusals of a sign-in, by the code it answers (`API request failed: ` comes before). */
export const SIGN_IN_REFUSAL_TEXTS: Readonly<Record<string, string>> = {
  'invalid-token': 'authToken is not a HandCash auth token',
  unauthorized: 'HandCash did not accept the authToken',
  placeholder: 'HandCash named no user for this authToken',
  upstream: 'HandCash could not provide the profile',
  timeout: 'HandCash did not answer in time',
  'wallet-not-configured': 'HandCash is not configured on this server',
};

type Wording = { readonly [Code in SessionErrorCode]: (error: Extract<SessionError, { readonly code: Code }>) => string };

/** Every session failure's message, verbatim from the spec's error catalogue. */
export const SESSION_ERROR_MESSAGES: Wording = {
  'app-id-missing': () => 'HandCash App ID is not configured',
  'no-access-token': () => 'No access token available',
  'not-authenticated': () => 'Not authenticated',
  'authentication-expired': () => 'Authentication expired, please login again',
  'api-request-failed': ({ detail, reason }) => `API request failed: ${problemText(reason ?? undefined, detail, SIGN_IN_REFUSAL_TEXTS)}`,
  'magic-link-failed': () => 'Failed to send magic link',
  'no-auth-token': () => 'No authToken received from HandCash. Check the console for debug information.',
  'provider-error': ({ error, description }) => `HandCash error: ${error} - ${description ?? 'Unknown error'}`,
};

/** The message of a session failure, for the person. */
export const sessionErrorMessage = (error: SessionError): string =>
  (SESSION_ERROR_MESSAGES[error.code] as (failure: SessionError) => string)(error);
