import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../../src/domain/session/session';
import { PLACEHOLDER_HANDLE } from '../../../src/domain/session/sessionConstants';
import { isSessionUsable, sessionExpiresAt } from '../../../src/domain/session/sessionValidity';
import { arbitraryProfile, arbitrarySession, profile, session } from './arbitraries';

describe('session validity', () => {
  it('creates a Bearer session saved now, with the expiry only when given', () => {
    expect([createSession(profile(), 'tok', 5, 60), createSession(profile(), 'tok', 5)]).toEqual([
      { profile: profile(), tokens: { accessToken: 'tok', tokenType: 'Bearer', expiresIn: 60 }, savedAt: 5 },
      { profile: profile(), tokens: { accessToken: 'tok', tokenType: 'Bearer' }, savedAt: 5 },
    ]);
  });

  it('expires savedAt + expiresIn seconds, or never without expiresIn', () => {
    const withoutExpiry = session({ tokens: { accessToken: 't', tokenType: 'Bearer' } });
    expect([sessionExpiresAt(session({ savedAt: 1000 })), sessionExpiresAt(withoutExpiry)]).toEqual([3_601_000, null]);
    expect(isSessionUsable(withoutExpiry, Number.MAX_SAFE_INTEGER)).toBe(true);
  });

  it('is usable just before its expiry and not at or after it', () => {
    fc.assert(
      fc.property(
        arbitraryProfile,
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (who, savedAt, expiresIn, after) => {
          const saved = createSession(who, 'token', savedAt, expiresIn);
          const expiry = savedAt + expiresIn * 1000;
          expect([
            isSessionUsable(saved, savedAt),
            isSessionUsable(saved, expiry - 1),
            isSessionUsable(saved, expiry),
            isSessionUsable(saved, expiry + after),
          ]).toEqual([true, true, false, false]);
        },
      ),
    );
  });

  it('never finds a session with the placeholder handle usable', () => {
    fc.assert(
      fc.property(arbitrarySession, fc.integer(), (saved, now) => {
        const placeholder = { ...saved, profile: { ...saved.profile, handle: PLACEHOLDER_HANDLE } };
        expect(isSessionUsable(placeholder, now)).toBe(false);
      }),
    );
  });
});
