import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimGitHubLogin, isGitHubLogin } from '../../../src/domain/githubIdentity/githubSignIn';
import { err, ok } from '../../../src/domain/shared/result';

describe('claimGitHubLogin', () => {
  it('refuses what was typed when no login is linked: a claim needs a verified login', () => {
    expect(claimGitHubLogin('someone', null)).toEqual({ ok: false, error: { code: 'github-link-required' } });
  });

  it('records the linked login for a blank field or the same login in another case', () => {
    expect([claimGitHubLogin('', 'Octo-Cat'), claimGitHubLogin('  octo-cat ', 'Octo-Cat')]).toEqual([ok('Octo-Cat'), ok('Octo-Cat')]);
  });

  it('refuses another login, naming the linked one', () => {
    expect(claimGitHubLogin('mallory', 'Octo-Cat')).toEqual(err({ code: 'github-login-mismatch', linkedLogin: 'Octo-Cat' }));
  });

  it('with a link, never records anything but the linked login', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^[a-z\d]{1,12}$/), (typed, linked) => {
        const result = claimGitHubLogin(typed, linked);
        return !result.ok || result.value === linked;
      }),
    );
  });
});

describe('isGitHubLogin', () => {
  it.each([
    ['octocat', true],
    ['Octo-Cat', true],
    ['a', true],
    ['a'.repeat(39), true],
    ['a'.repeat(40), false],
    ['-octo', false],
    ['octo-', false],
    ['oc--to', false],
    ['oc to', false],
    ['', false],
    ['<script>', false],
  ])('%s → %s', (login, valid) => {
    expect(isGitHubLogin(login)).toBe(valid);
  });
});
