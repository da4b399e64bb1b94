import { describe, expect, it } from 'vitest';
import { apiFailureMessage, handCashErrorMessage } from '../../../src/domain/session/sessionConstants';
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

describe('session messages', () => {
  it('formats a HandCash error with its description, or Unknown error without one', () => {
    expect([
      handCashErrorMessage('access_denied', 'User declined'),
      handCashErrorMessage('access_denied'),
      handCashErrorMessage('access_denied', '  '),
    ]).toEqual([
      'HandCash error: access_denied - User declined',
      'HandCash error: access_denied - Unknown error',
      'HandCash error: access_denied - Unknown error',
    ]);
  });

  it('prefers a non-blank server message to the status text for a failed API request', () => {
    expect([
      apiFailureMessage('Bad Request', 'Handle taken'),
      apiFailureMessage('Bad Request'),
      apiFailureMessage('Bad Request', ''),
      apiFailureMessage('Bad Request', { message: 'x' }),
    ]).toEqual([
      'API request failed: Handle taken',
      'API request failed: Bad Request',
      'API request failed: Bad Request',
      'API request failed: Bad Request',
    ]);
  });

  it('pairs every error code with its message', () => {
    expect([
      appIdMissing(),
      noAccessToken(),
      notAuthenticated(),
      authenticationExpired(),
      apiRequestFailed('Internal Server Error'),
      magicLinkFailed(),
      noAuthToken(),
      providerError('server_error', 'Down'),
    ]).toEqual([
      { code: 'app-id-missing', message: 'HandCash App ID is not configured' },
      { code: 'no-access-token', message: 'No access token available' },
      { code: 'not-authenticated', message: 'Not authenticated' },
      { code: 'authentication-expired', message: 'Authentication expired, please login again' },
      { code: 'api-request-failed', message: 'API request failed: Internal Server Error' },
      { code: 'magic-link-failed', message: 'Failed to send magic link' },
      {
        code: 'no-auth-token',
        message: 'No authToken received from HandCash. Check the console for debug information.',
      },
      { code: 'provider-error', message: 'HandCash error: server_error - Down' },
    ]);
  });
});
