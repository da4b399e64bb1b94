import { MemorySessionGateway } from '../../../src/adapters/memory/memorySessionGateway.adapter';
import type { Profile } from '../../../src/domain/session/session';
import { createTestContainer, type TestAdapters } from '../../support/testContainer';

export const ALICE: Profile = {
  handle: 'alice',
  paymail: 'alice@handcash.io',
  publicKey: 'id-alice',
  avatarUrl: 'https://cloud.handcash.io/alice.png',
  displayName: 'Alice',
};

/** A HandCash-shaped auth token (64 hex digits). */
export const ALICE_TOKEN = 'a1'.repeat(32);

/** The app server's session endpoint, knowing Alice's token, with Alice signed in unless told otherwise. */
export const serverKnowingAlice = (signedIn: Profile | null = ALICE): MemorySessionGateway =>
  new MemorySessionGateway(new Map([[ALICE_TOKEN, ALICE]]), signedIn);

/** The in-memory container, signed in as Alice (on the server) unless told otherwise. */
export function signedIn(overrides: Partial<TestAdapters> = {}) {
  return createTestContainer({ sessions: serverKnowingAlice(), ...overrides });
}
