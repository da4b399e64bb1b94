import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseStoredSession, serializeSession } from '../../../src/domain/session/parseStoredSession';
import { arbitrarySession, profile, session } from './arbitraries';

const NOW = 1_700_000_000_000;
const stored = (value: unknown): string => JSON.stringify(value);

describe('parseStoredSession', () => {
  it('reads back a stored session, dropping unknown fields', () => {
    expect(parseStoredSession(stored({ ...session(), extra: 1, profile: { ...profile(), role: 'x' } }), NOW)).toEqual(
      session(),
    );
  });

  it('keeps a session without an expiry', () => {
    const forever = session({ tokens: { accessToken: 'tok', tokenType: 'Bearer' } });
    expect(parseStoredSession(serializeSession(forever), NOW * 10)).toEqual(forever);
  });

  it.each([
    ['nothing stored', null],
    ['invalid JSON', '{not json'],
    ['a JSON array', '[]'],
    ['a JSON string', '"session"'],
    ['no profile', stored({ ...session(), profile: undefined })],
    ['a numeric handle', stored({ ...session(), profile: { ...profile(), handle: 42 } })],
    ['a blank handle', stored({ ...session(), profile: { ...profile(), handle: ' ' } })],
    ['a missing paymail', stored({ ...session(), profile: { ...profile(), paymail: undefined } })],
    ['a javascript: avatar', stored({ ...session(), profile: { ...profile(), avatarUrl: 'javascript:alert(1)' } })],
    ['the placeholder handle', stored({ ...session(), profile: { ...profile(), handle: 'handcash_user' } })],
    ['no tokens', stored({ ...session(), tokens: null })],
    ['an empty access token', stored({ ...session(), tokens: { accessToken: '', tokenType: 'Bearer' } })],
    ['another token type', stored({ ...session(), tokens: { accessToken: 't', tokenType: 'Basic' } })],
    ['a string expiry', stored({ ...session(), tokens: { accessToken: 't', tokenType: 'Bearer', expiresIn: '3600' } })],
    ['a NaN expiry', stored({ ...session(), tokens: { accessToken: 't', tokenType: 'Bearer', expiresIn: NaN } })],
    ['a negative expiry', stored({ ...session(), tokens: { accessToken: 't', tokenType: 'Bearer', expiresIn: -1 } })],
    ['no savedAt', stored({ ...session(), savedAt: undefined })],
    ['a string savedAt', stored({ ...session(), savedAt: '1700000000000' })],
    ['a negative savedAt', stored({ ...session({ savedAt: -1 }), tokens: { accessToken: 't', tokenType: 'Bearer' } })],
    ['an expired token', stored(session({ savedAt: NOW - 3_600_000 }))],
  ])('discards %s', (_, raw) => {
    expect(parseStoredSession(raw, NOW)).toBeNull();
  });

  it('never throws, and yields null or a session whose profile fields are all strings', () => {
    const raw = fc.oneof(
      fc.string(),
      fc.json(),
      fc.anything().map((value) => JSON.stringify(value) ?? ''),
      fc
        .record({ profile: fc.anything(), tokens: fc.anything(), savedAt: fc.anything() }, { requiredKeys: [] })
        .map((value) => JSON.stringify(value)),
      arbitrarySession.map((value) => serializeSession(value)),
    );
    fc.assert(
      fc.property(raw, fc.integer(), (text, now) => {
        const parsed = parseStoredSession(text, now);
        if (parsed === null) return;
        const { handle, paymail, publicKey, avatarUrl, displayName } = parsed.profile;
        const fields = [handle, paymail, publicKey, avatarUrl, displayName, parsed.tokens.accessToken];
        expect(fields.map((field) => typeof field)).toEqual(Array(6).fill('string'));
      }),
    );
  });

  it('round-trips a valid session that has not expired', () => {
    fc.assert(
      fc.property(arbitrarySession, fc.nat(), (saved, elapsed) => {
        const life = saved.tokens.expiresIn === undefined ? elapsed : elapsed % (saved.tokens.expiresIn * 1000);
        expect(parseStoredSession(serializeSession(saved), saved.savedAt + life)).toEqual(saved);
      }),
    );
  });
});
