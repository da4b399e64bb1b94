import { describe, expect, it } from 'vitest';
import { Logout } from '../../../src/application/session/logout';
import { UserSessionStore } from '../../../src/application/session/userSessionStore';
import { createTestContainer } from '../../support/testContainer';
import { ALICE, serverKnowingAlice, signedIn } from './sessionFixtures';

describe('the user session store', () => {
  it('learns from the server who is signed in, and keeps nothing in browser storage', () => {
    const { container, adapters } = signedIn();
    const store = container.get(UserSessionStore);
    expect([store.state, [...adapters.persistent.entries.keys()], [...adapters.session.entries.keys()]]).toEqual([
      { session: { profile: ALICE }, notice: null, redirecting: false },
      [],
      [],
    ]);
  });

  it('ends its state stream when disposed, whether it asked the server yet or not', () => {
    const stores = [signedIn().container.get(UserSessionStore), new UserSessionStore(serverKnowingAlice())];
    const completed = stores.map((store) => {
      let ended = false;
      store.state$.subscribe({ complete: () => (ended = true) });
      store.dispose();
      return ended;
    });
    expect(completed).toEqual([true, true]);
  });

  it('is signed out when the server holds no session, or cannot answer', () => {
    const nobody = createTestContainer({ sessions: serverKnowingAlice(null) }).container.get(UserSessionStore);
    const down = serverKnowingAlice();
    down.failure = { code: 'unavailable', message: 'The server could not be reached.' };
    const unreachable = createTestContainer({ sessions: down }).container.get(UserSessionStore);
    expect([nobody.state.session, unreachable.state]).toEqual([null, { session: null, notice: null, redirecting: false }]);
  });

  it('ends with the authentication-expired notice when the wallet no longer accepts the session’s token', () => {
    const expired = serverKnowingAlice();
    expired.failure = { code: 'authentication-expired', message: 'Authentication expired, please login again' };
    const store = createTestContainer({ sessions: expired }).container.get(UserSessionStore);
    expect([store.state.session, store.state.notice]).toEqual([null, { code: 'authentication-expired' }]);
    store.dismissNotice();
    expect(store.state.notice).toBeNull();
  });

  it('signs out here and on the server', () => {
    const { container, adapters } = signedIn();
    const store = container.get(UserSessionStore);
    container.get(Logout).execute();
    expect([store.state.session, adapters.sessions.signedIn]).toEqual([null, null]);
  });
});
