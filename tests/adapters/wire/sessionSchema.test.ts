import { describe, expect, it } from 'vitest';
import { profileOfAnswer } from '../../../src/adapters/wire/session.schema';
import { ok } from '../../../src/domain/shared/result';
import { profile } from '../../domain/session/arbitraries';

describe('the session answer schema (ProfileAnswer), shared by the route and the browser', () => {
  it('reads the profile of a successful answer, without unknown members', () => {
    expect(profileOfAnswer({ success: true, profile: { ...profile(), extra: 1 } })).toEqual(ok(profile()));
  });

  it.each([
    ['not an object', null],
    ['an array', []],
    ['success false', { success: false, profile: profile() }],
    ['success as a string', { success: 'true', profile: profile() }],
    ['no profile', { success: true }],
    ['an empty handle', { success: true, profile: profile({ handle: '' }) }],
    ['a numeric public key', { success: true, profile: { ...profile(), publicKey: 1 } }],
    ['a data: avatar', { success: true, profile: profile({ avatarUrl: 'data:text/html,x' }) }],
    ['a display name holding NUL (no session could keep it)', { success: true, profile: profile({ displayName: 'Al\u0000ice' }) }],
    ['a handle holding NUL', { success: true, profile: profile({ handle: 'alice\u0000' }) }],
  ])('refuses %s', (_, json) => {
    expect(profileOfAnswer(json).ok).toBe(false);
  });

  it('names the rule the profile broke', () => {
    expect(profileOfAnswer({ success: true, profile: profile({ avatarUrl: 'javascript:x' }) })).toEqual({ ok: false, error: 'invalid-profile' });
  });
});
