import fc from 'fast-check';
import type { Profile } from '../../../src/domain/session/session';
import { PLACEHOLDER_HANDLE } from '../../../src/domain/session/sessionConstants';

export const profile = (overrides: Partial<Profile> = {}): Profile => ({
  handle: 'alice',
  paymail: 'alice@handcash.io',
  publicKey: '02abc',
  avatarUrl: 'https://cloud.handcash.io/avatar/alice.png',
  displayName: 'Alice',
  ...overrides,
});

/** A profile that passes validation: a non-blank handle other than the placeholder, an http(s) or empty avatar. */
export const arbitraryProfile: fc.Arbitrary<Profile> = fc.record({
  handle: fc.string({ minLength: 1 }).filter((handle) => handle.trim() !== '' && handle !== PLACEHOLDER_HANDLE),
  paymail: fc.string(),
  publicKey: fc.string(),
  avatarUrl: fc.oneof(fc.constant(''), fc.webUrl({ validSchemes: ['http', 'https'] })),
  displayName: fc.string(),
});

