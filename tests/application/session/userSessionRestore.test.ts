import { describe, expect, it } from 'vitest';
import { UserSessionStore } from '../../../src/application/session/userSessionStore';
import { createTestContainer } from '../../support/testContainer';
import { ALICE, serverKnowingAlice, signedIn } from './sessionFixtures';

describe('restoring the user session', () => {
  it('signs out here when the server no longer holds the session', () => {
    const { container, adapters } = signedIn();
    const store = container.get(UserSessionStore);
    adapters.sessions.signedIn = null;
    store.restore();
    expect(store.state).toEqual({ session: null, notice: null, redirecting: false });
  });

  it('keeps the session when the server cannot answer, and emits nothing when already signed out', () => {
    const sessions = serverKnowingAlice();
    const store = createTestContainer({ sessions }).container.get(UserSessionStore);
    sessions.failure = { code: 'unavailable', message: 'The server could not be reached.' };
    store.restore();
    const kept = store.state.session;
    sessions.failure = null;
    sessions.signedIn = null;
    store.restore();
    const seen: unknown[] = [];
    store.state$.subscribe((state) => seen.push(state));
    store.restore();
    expect({ kept, seen: seen.length }).toEqual({ kept: { profile: ALICE }, seen: 1 });
  });

  it('emits nothing for a notice already dismissed or a redirect flag already set', () => {
    const store = createTestContainer({ sessions: serverKnowingAlice(null) }).container.get(UserSessionStore);
    const seen: unknown[] = [];
    store.state$.subscribe((state) => seen.push(state));
    store.dismissNotice();
    store.setRedirecting(false);
    store.setRedirecting(true);
    store.setRedirecting(true);
    expect({ seen: seen.length, redirecting: store.state.redirecting }).toEqual({ seen: 2, redirecting: true });
  });

  it('can be disposed, and completes its state then', () => {
    const store = createTestContainer({ sessions: serverKnowingAlice(null) }).container.get(UserSessionStore);
    let completed = false;
    store.state$.subscribe({ complete: () => (completed = true) });
    store.dispose();
    expect(completed).toBe(true);
  });
});
