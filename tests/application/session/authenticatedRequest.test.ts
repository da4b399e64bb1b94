import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MemoryHandCashConnect } from '../../../src/adapters/memory/memoryHandCashConnect.adapter';
import { AuthenticatedRequest } from '../../../src/application/session/authenticatedRequest';
import { Logout } from '../../../src/application/session/logout';
import { UserSessionStore } from '../../../src/application/session/userSessionStore';
import type { ConnectResponse } from '../../../src/ports/handCashConnect.port';
import { SESSION_STORAGE_KEY } from '../../../src/domain/session/sessionConstants';
import { createTestContainer, TEST_NOW } from '../../support/testContainer';
import { ALICE_TOKEN, aliceSession, signedIn, storeHolding } from './sessionFixtures';

const CALL = { method: 'GET', path: '/v1/connect/profile/currentUserProfile' } as const;

function answering(response: ConnectResponse | null, persistent = storeHolding(aliceSession())) {
  const connect = new MemoryHandCashConnect(() => response);
  const { container, adapters } = signedIn({ connect, persistent });
  const run = () => firstValueFrom(container.get(AuthenticatedRequest).execute(CALL));
  return { run, adapters, store: container.get(UserSessionStore), container };
}

describe('an authenticated request', () => {
  it('sends the session’s Bearer token and returns the answer', async () => {
    const { run, adapters } = answering({ status: 200, statusText: 'OK', body: { publicProfile: { handle: 'alice' } } });
    expect([await run(), adapters.connect.requests]).toEqual([
      { ok: true, value: { publicProfile: { handle: 'alice' } } },
      [{ ...CALL, accessToken: ALICE_TOKEN }],
    ]);
  });

  it('fails with Not authenticated when nobody is signed in, without calling', async () => {
    const { container, adapters } = createTestContainer();
    const result = await firstValueFrom(container.get(AuthenticatedRequest).execute(CALL));
    expect([result, adapters.connect.requests]).toEqual([{ ok: false, error: { code: 'not-authenticated', message: 'Not authenticated' } }, []]);
  });

  it('fails with No access token available once the token has expired, and signs out', async () => {
    const { run, adapters, store } = answering(null, storeHolding(aliceSession(TEST_NOW - 1_000, 60)));
    adapters.clock.advance(59_000);
    expect([await run(), store.state.session, adapters.connect.requests]).toEqual([
      { ok: false, error: { code: 'no-access-token', message: 'No access token available' } },
      null,
      [],
    ]);
  });

  it('clears the session on a 401 with Authentication expired, please login again', async () => {
    const { run, adapters, store } = answering({ status: 401, statusText: 'Unauthorized', body: { message: 'bad token' } });
    const expired = { code: 'authentication-expired', message: 'Authentication expired, please login again' };
    expect([await run(), store.state.session, store.state.notice, adapters.persistent.read(SESSION_STORAGE_KEY)]).toEqual([
      { ok: false, error: expired },
      null,
      expired,
      null,
    ]);
  });

  it.each([
    [{ status: 500, statusText: 'Internal Server Error', body: { message: 'Wallet is down' } }, 'API request failed: Wallet is down'],
    [{ status: 404, statusText: 'Not Found', body: null }, 'API request failed: Not Found'],
    [{ status: 400, statusText: 'Bad Request', body: { message: '   ' } }, 'API request failed: Bad Request'],
    [null, 'API request failed: HandCash could not be reached.'],
  ])('reports any other failure as API request failed (%#)', async (response, message) => {
    const { run, store } = answering(response);
    expect([await run(), store.state.session !== null]).toEqual([{ ok: false, error: { code: 'api-request-failed', message } }, true]);
  });

  it('reads the session when subscribed, so a logout in between counts', async () => {
    const { container, adapters } = answering({ status: 200, statusText: 'OK', body: {} });
    const request = container.get(AuthenticatedRequest).execute(CALL);
    container.get(Logout).execute();
    expect([(await firstValueFrom(request)).ok, adapters.connect.requests]).toEqual([false, []]);
  });
});
