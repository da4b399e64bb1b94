import { serializeSession } from '../../../src/domain/session/parseStoredSession';
import { createSession, type Profile, type Session } from '../../../src/domain/session/session';
import { SESSION_STORAGE_KEY } from '../../../src/domain/session/sessionConstants';
import { createTestContainer, TEST_NOW, type TestAdapters } from '../../support/testContainer';
import { MemoryKeyValueStore } from '../../../src/adapters/memory/memoryKeyValueStore.adapter';

export const ALICE: Profile = {
  handle: 'alice',
  paymail: 'alice@handcash.io',
  publicKey: 'id-alice',
  avatarUrl: 'https://cloud.handcash.io/alice.png',
  displayName: 'Alice',
};

/** A HandCash-shaped auth token (64 hex digits). */
export const ALICE_TOKEN = 'a1'.repeat(32);

export const aliceSession = (savedAt = TEST_NOW - 60_000, expiresIn?: number): Session =>
  createSession(ALICE, ALICE_TOKEN, savedAt, expiresIn);

/** A persistent store already holding `session`. */
export const storeHolding = (session: Session): MemoryKeyValueStore =>
  new MemoryKeyValueStore({ [SESSION_STORAGE_KEY]: serializeSession(session) });

/** The in-memory container, signed in as Alice unless told otherwise. */
export function signedIn(overrides: Partial<TestAdapters> = {}) {
  return createTestContainer({ persistent: storeHolding(aliceSession()), ...overrides });
}
