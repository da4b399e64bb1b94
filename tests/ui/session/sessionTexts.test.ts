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

  it('word the rule a server named, a sign-in rule first, then the common ones, else the status text', () => {
    expect(
      [
        apiRequestFailed('Unauthorized', undefined, 'unauthorized'),
        apiRequestFailed('Too Many Requests', undefined, 'rate-limited'),
        apiRequestFailed('Teapot', undefined, 'never-heard-of'),
      ].map(sessionErrorMessage),
    ).toEqual([
      'API request failed: HandCash did not accept the authToken',
      'API request failed: Too many changes from this client; wait a moment and try again',
      'API request failed: Teapot',
    ]);
  });
});
