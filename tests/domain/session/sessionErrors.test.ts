import { describe, expect, it } from 'vitest';
import {
  apiRequestFailed,
  appIdMissing,
  authenticationExpired,
  magicLinkFailed,
  noAccessToken,
  noAuthToken,
  notAuthenticated,
  providerError,
} from '../../../src/domain/session/sessionErrors';

describe('session errors', () => {
  it('keep a HandCash error with its description, or none when it is missing or blank', () => {
    expect([providerError('access_denied', 'User declined'), providerError('access_denied'), providerError('access_denied', '  ')]).toEqual([
      { code: 'provider-error', error: 'access_denied', description: 'User declined' },
      { code: 'provider-error', error: 'access_denied', description: null },
      { code: 'provider-error', error: 'access_denied', description: null },
    ]);
  });

  it('prefer a non-blank server message to the status text for a failed API request', () => {
    expect([
      apiRequestFailed('Bad Request', 'Handle taken'),
      apiRequestFailed('Bad Request'),
      apiRequestFailed('Bad Request', ''),
      apiRequestFailed('Bad Request', { message: 'x' }),
    ]).toEqual(['Handle taken', 'Bad Request', 'Bad Request', 'Bad Request'].map((detail) => ({ code: 'api-request-failed', detail, reason: null })));
  });

  it('carry the code of the rule the server named, for the view to word', () => {
    expect(apiRequestFailed('Unauthorized', undefined, 'unauthorized')).toEqual({ code: 'api-request-failed', detail: 'Unauthorized', reason: 'unauthorized' });
  });

  it('are codes, with no words for people', () => {
    expect([appIdMissing(), noAccessToken(), notAuthenticated(), authenticationExpired(), magicLinkFailed(), noAuthToken()]).toEqual(
      ['app-id-missing', 'no-access-token', 'not-authenticated', 'authentication-expired', 'magic-link-failed', 'no-auth-token'].map((code) => ({ code })),
    );
  });
});
