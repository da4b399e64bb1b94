import { describe, expect, it } from 'vitest';
import { parseProfileResponse } from '../../../src/domain/session/profileResponse';
import { err, ok } from '../../../src/domain/shared/result';
import { profile } from './arbitraries';

describe('parseProfileResponse', () => {
  it('reads the profile of a successful answer', () => {
    expect(parseProfileResponse({ success: true, profile: { ...profile(), extra: 1 } })).toEqual(ok(profile()));
  });

  it.each([
    ['not an object', null, 'not-an-object'],
    ['an array', [], 'not-an-object'],
    ['success false', { success: false, profile: profile() }, 'unsuccessful'],
    ['success as a string', { success: 'true', profile: profile() }, 'unsuccessful'],
    ['no profile', { success: true }, 'invalid-profile'],
    ['an empty handle', { success: true, profile: profile({ handle: '' }) }, 'invalid-profile'],
    ['a numeric public key', { success: true, profile: { ...profile(), publicKey: 1 } }, 'invalid-profile'],
    ['a data: avatar', { success: true, profile: profile({ avatarUrl: 'data:text/html,x' }) }, 'invalid-profile'],
    ['a display name holding NUL (no session could keep it)', { success: true, profile: profile({ displayName: 'Al\u0000ice' }) }, 'invalid-profile'],
    ['a handle holding NUL', { success: true, profile: profile({ handle: 'alice\u0000' }) }, 'invalid-profile'],
  ])('refuses %s', (_, json, reason) => {
    expect(parseProfileResponse(json)).toEqual(err(reason));
  });
});
