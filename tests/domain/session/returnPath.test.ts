import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../../src/domain/session/returnPath';

describe('the return path after sign-in', () => {
  it('keeps an in-app path with its query and fragment', () => {
    expect(['/', '/contracts?tab=open', '/exchange#mint', '/auth/callbacks'].map(safeReturnPath)).toEqual([
      '/',
      '/contracts?tab=open',
      '/exchange#mint',
      '/auth/callbacks',
    ]);
  });

  it('sends anything off-site, malformed or on the callback route home', () => {
    const unsafe = [null, undefined, '', 'contracts', '//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)',
      '/a b', '/x\n', '/auth/callback', '/auth/callback?authToken=abc', '/AUTH/Callback#token=x', '/auth/callback/',
      '/auth/callback/extra?authToken=abc'];
    expect(unsafe.map(safeReturnPath)).toEqual(unsafe.map(() => '/'));
  });

  it('keeps a path that only ends with the callback route', () => {
    expect(['/docs/auth/callback/', '/x/auth/callback'].map(safeReturnPath)).toEqual(['/docs/auth/callback/', '/x/auth/callback']);
  });

  // fc.webUrl() is slow to generate: on a loaded two-core machine these 100 runs have taken over 5 s.
  it('always yields a same-site path (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.string().map((text) => `/${text}`)), (input) => {
        const path = safeReturnPath(input);
        expect(path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && (path === '/' || path === input)).toBe(true);
      }),
    );
  }, 30_000);
});
