import fc from 'fast-check';
import type { Profile, Session } from '../../../src/domain/session/session';
import { PLACEHOLDER_HANDLE } from '../../../src/domain/session/sessionConstants';

export const profile = (overrides: Partial<Profile> = {}): Profile => ({
  handle: 'alice',
  paymail: 'alice@handcash.io',
  publicKey: '02abc',
  avatarUrl: 'https://cloud.handcash.io/avatar/alice.png',
  displayName: 'Alice',
  ...overrides,
});

export const session = (overrides: Partial<Session> = {}): Session => ({
  profile: profile(),
  tokens: { accessToken: 'a'.repeat(64), tokenType: 'Bearer', expiresIn: 3600 },
  savedAt: 1_700_000_000_000,
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

/** A well-formed session saved at `savedAt`, with or without an expiry. */
export const arbitrarySession: fc.Arbitrary<Session> = fc.record({
  profile: arbitraryProfile,
  tokens: fc.oneof(
    fc.record({
      accessToken: fc.string({ minLength: 1 }).filter((token) => token.trim() !== ''),
      tokenType: fc.constant('Bearer' as const),
    }),
    fc.record({
      accessToken: fc.string({ minLength: 1 }).filter((token) => token.trim() !== ''),
      tokenType: fc.constant('Bearer' as const),
      expiresIn: fc.integer({ min: 1, max: 10_000_000 }),
    }),
  ),
  savedAt: fc.integer({ min: 0, max: 4_000_000_000_000 }),
});
