import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_PROFILE, placeholderProfile } from '../../../src/domain/session/placeholderProfile';
import { parseProfileResponse } from '../../../src/domain/session/profileResponse';
import { resolveProfile } from '../../../src/domain/session/resolveProfile';
import { err, ok } from '../../../src/domain/shared/result';
import { Buffer } from 'node:buffer';
import { profile } from './arbitraries';

const jwtFor = (claims: unknown): string =>
  ['{}', JSON.stringify(claims), 'sig'].map((part) => Buffer.from(part).toString('base64url')).join('.');

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
  ])('refuses %s', (_, json, reason) => {
    expect(parseProfileResponse(json)).toEqual(err(reason));
  });
});

describe('resolveProfile', () => {
  it('prefers the server profile, then the JWT claims, then the placeholder', () => {
    const server = profile({ handle: 'server' });
    const token = jwtFor({ handle: 'fromjwt' });
    expect([
      resolveProfile(ok(server), token),
      resolveProfile(err('unsuccessful'), token),
      resolveProfile(null, token),
      resolveProfile(null, 'ab'.repeat(32)),
    ]).toEqual([
      server,
      { handle: 'fromjwt', paymail: '', publicKey: '', avatarUrl: '', displayName: 'fromjwt' },
      { handle: 'fromjwt', paymail: '', publicKey: '', avatarUrl: '', displayName: 'fromjwt' },
      PLACEHOLDER_PROFILE,
    ]);
  });

  it('builds a placeholder that reveals nothing of the token', () => {
    expect(placeholderProfile()).toEqual({
      handle: 'handcash_user',
      paymail: '',
      publicKey: '',
      avatarUrl: '',
      displayName: 'HandCash User',
    });
  });
});
