import { describe, expect, it } from 'vitest';
import { isLoadableAvatarUrl } from '../../../src/domain/session/avatarUrl';
import { isRecord } from '../../../src/domain/session/isRecord';
import { validateProfile } from '../../../src/domain/session/profile';
import { isPlaceholderHandle } from '../../../src/domain/session/sessionValidity';
import { profile } from './arbitraries';

describe('validateProfile', () => {
  it('keeps a profile of five strings with a non-blank handle and a loadable avatar', () => {
    expect([validateProfile(profile()), validateProfile(profile({ avatarUrl: '' }))]).toEqual([
      profile(),
      profile({ avatarUrl: '' }),
    ]);
  });

  it.each(['handle', 'paymail', 'publicKey', 'avatarUrl', 'displayName'])('refuses a profile whose %s is not a string', (field) => {
    expect([42, null, undefined].map((value) => validateProfile({ ...profile(), [field]: value }))).toEqual([null, null, null]);
  });

  it('refuses what is not an object', () => {
    expect([null, undefined, 'alice', 42, [profile()]].map(validateProfile)).toEqual([null, null, null, null, null]);
  });

  it.each(['handle', 'paymail', 'publicKey', 'displayName'])('refuses a profile whose %s alone holds the NUL character', (field) => {
    const candidate = profile() as unknown as Record<string, string>;
    expect(validateProfile({ ...candidate, [field]: `${candidate[field]}\u0000` })).toBeNull();
  });

  it('refuses a blank handle and an avatar that is not http(s)', () => {
    expect([profile({ handle: '  ' }), profile({ handle: '\t' }), profile({ avatarUrl: 'javascript:alert(1)' })].map(validateProfile)).toEqual([
      null,
      null,
      null,
    ]);
  });
});

describe('isLoadableAvatarUrl', () => {
  it('accepts no avatar or an http(s) one, nothing else', () => {
    expect(['', 'https://cloud.handcash.io/a.png', 'http://x.example', ' ', 'data:image/png;base64,AA', '/a.png'].map(isLoadableAvatarUrl)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('isPlaceholderHandle', () => {
  it('names the generic handcash_user, and no other handle', () => {
    expect(['handcash_user', '', 'HandCash_User', 'handcash_user2'].map(isPlaceholderHandle)).toEqual([true, false, false, false]);
  });
});

describe('isRecord', () => {
  it('is a plain object only: not null, a list, text or a number', () => {
    expect([{}, { a: 1 }, null, [], 'x', 42, undefined].map(isRecord)).toEqual([true, true, false, false, false, false, false]);
  });
});
