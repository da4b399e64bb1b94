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
import { sessionErrorMessage } from '../../../src/ui/shell/session.texts';

describe('the session texts', () => {
  it('word every session error as the spec’s error catalogue does', () => {
    expect(
      [
        appIdMissing(),
        noAccessToken(),
        notAuthenticated(),
        authenticationExpired(),
        apiRequestFailed('Internal Server Error'),
        apiRequestFailed('Bad Request', 'Handle taken'),
        magicLinkFailed(),
        noAuthToken(),
        providerError('server_error', 'Down'),
        providerError('access_denied'),
      ].map(sessionErrorMessage),
    ).toEqual([
      'HandCash App ID is not configured',
      'No access token available',
      'Not authenticated',
      'Authentication expired, please login again',
      'API request failed: Internal Server Error',
      'API request failed: Handle taken',
      'Failed to send magic link',
      'No authToken received from HandCash. Check the console for debug information.',
      'HandCash error: server_error - Down',
      'HandCash error: access_denied - Unknown error',
    ]);
  });
});
