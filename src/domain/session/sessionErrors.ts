import {
  APP_ID_MISSING_MESSAGE,
  AUTHENTICATION_EXPIRED_MESSAGE,
  MAGIC_LINK_FAILED_MESSAGE,
  NO_ACCESS_TOKEN_MESSAGE,
  NO_AUTH_TOKEN_MESSAGE,
  NOT_AUTHENTICATED_MESSAGE,
  apiFailureMessage,
  handCashErrorMessage,
} from './sessionConstants';

export type SessionErrorCode =
  | 'app-id-missing'
  | 'no-access-token'
  | 'not-authenticated'
  | 'authentication-expired'
  | 'api-request-failed'
  | 'magic-link-failed'
  | 'no-auth-token'
  | 'provider-error';

/** An expected failure of the session: a stable code for logic, a message for people. */
export type SessionError = { readonly code: SessionErrorCode; readonly message: string };

const sessionError = (code: SessionErrorCode, message: string): SessionError => ({ code, message });

export const appIdMissing = (): SessionError => sessionError('app-id-missing', APP_ID_MISSING_MESSAGE);
export const noAccessToken = (): SessionError => sessionError('no-access-token', NO_ACCESS_TOKEN_MESSAGE);
export const notAuthenticated = (): SessionError => sessionError('not-authenticated', NOT_AUTHENTICATED_MESSAGE);
export const authenticationExpired = (): SessionError =>
  sessionError('authentication-expired', AUTHENTICATION_EXPIRED_MESSAGE);
export const apiRequestFailed = (statusText: string, serverMessage?: unknown): SessionError =>
  sessionError('api-request-failed', apiFailureMessage(statusText, serverMessage));
export const magicLinkFailed = (): SessionError => sessionError('magic-link-failed', MAGIC_LINK_FAILED_MESSAGE);
export const noAuthToken = (): SessionError => sessionError('no-auth-token', NO_AUTH_TOKEN_MESSAGE);
export const providerError = (error: string, description?: string): SessionError =>
  sessionError('provider-error', handCashErrorMessage(error, description));
