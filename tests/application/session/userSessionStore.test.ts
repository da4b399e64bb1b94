import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryKeyValueStore } from '../../../src/adapters/memory/memoryKeyValueStore.adapter';
import { UserSessionStore } from '../../../src/application/session/userSessionStore';
import { serializeSession } from '../../../src/domain/session/parseStoredSession';
import { createSession } from '../../../src/domain/session/session';
import { AUTHENTICATION_EXPIRED_MESSAGE, PLACEHOLDER_HANDLE, SESSION_STORAGE_KEY } from '../../../src/domain/session/sessionConstants';
import { isSessionUsable } from '../../../src/domain/session/sessionValidity';
import { TEST_NOW } from '../../support/testContainer';
import { arbitrarySession } from '../../domain/session/arbitraries';
import { ALICE, ALICE_TOKEN, aliceSession, storeHolding } from './sessionFixtures';

/** Alice's session in its storage form, as an object to break. */
const stored = (): Record<string, Record<string, unknown>> => JSON.parse(serializeSession(aliceSession()));
const storeOver = (storage: MemoryKeyValueStore, now = TEST_NOW) => new UserSessionStore(storage, new ManualClock(now));

describe('the user session store', () => {
  it('restores a usable stored session', () => {
    const storage = storeHolding(aliceSession());
    expect(storeOver(storage).state).toEqual({ session: aliceSession(), notice: null, redirecting: false });
  });

  it.each([
    ['invalid JSON', '{"profile": '],
    ['a non-object', '[1,2]'],
    ['missing fields', JSON.stringify({ profile: ALICE })],
    ['a non-numeric expiry', JSON.stringify({ ...stored(), tokens: { ...stored()['tokens'], expiresIn: 'soon' } })],
    ['a non-numeric saved time', JSON.stringify({ ...stored(), savedAt: 'yesterday' })],
    ['the placeholder user', serializeSession(createSession({ ...ALICE, handle: PLACEHOLDER_HANDLE }, ALICE_TOKEN, TEST_NOW))],
    ['an expired token', serializeSession(aliceSession(TEST_NOW - 3_601_000, 3600))],
    ['a javascript: avatar', serializeSession(createSession({ ...ALICE, avatarUrl: 'javascript:alert(1)' }, ALICE_TOKEN, TEST_NOW))],
  ])('discards and removes a stored session with %s', (_what, raw) => {
    const storage = new MemoryKeyValueStore({ [SESSION_STORAGE_KEY]: raw });
    expect([storeOver(storage).state.session, storage.read(SESSION_STORAGE_KEY)]).toEqual([null, null]);
  });

  it('keeps exactly the stored sessions that are usable now (property)', () => {
    fc.assert(
      fc.property(arbitrarySession, fc.integer({ min: 0, max: 4_100_000_000_000 }), (session, now) => {
        const storage = storeHolding(session);
        const usable = isSessionUsable(session, now);
        expect([storeOver(storage, now).state.session, storage.read(SESSION_STORAGE_KEY) !== null]).toEqual([
          usable ? session : null,
          usable,
        ]);
      }),
    );
  });

  it('keeps a signed-in session across a reload, and forgets it on sign-out', () => {
    const storage = new MemoryKeyValueStore();
    storeOver(storage).signIn(aliceSession(TEST_NOW), TEST_NOW);
    const reloaded = storeOver(storage);
    const afterReload = reloaded.state.session;
    reloaded.signOut();
    expect([afterReload, reloaded.state.session, storage.read(SESSION_STORAGE_KEY)]).toEqual([aliceSession(TEST_NOW), null, null]);
  });

  it('holds a placeholder session for this page only', () => {
    const storage = new MemoryKeyValueStore();
    const store = storeOver(storage);
    const placeholder = createSession({ ...ALICE, handle: PLACEHOLDER_HANDLE }, ALICE_TOKEN, TEST_NOW);
    store.signIn(placeholder, TEST_NOW);
    expect([store.state.session, storage.read(SESSION_STORAGE_KEY), storeOver(storage).state.session]).toEqual([placeholder, null, null]);
  });

  it('ends the session with the spec message when it expires at the provider', () => {
    const storage = storeHolding(aliceSession());
    const store = storeOver(storage);
    store.expire();
    expect([store.state.session, store.state.notice?.message, storage.read(SESSION_STORAGE_KEY)]).toEqual([
      null,
      AUTHENTICATION_EXPIRED_MESSAGE,
      null,
    ]);
    store.dismissNotice();
    expect(store.state.notice).toBeNull();
  });
});
