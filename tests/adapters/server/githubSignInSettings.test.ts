import { describe, expect, it } from 'vitest';
import { resolveServerSettings, type ServerEnvironment } from '../../../src/adapters/config/serverSettings';

const signInOf = (env: ServerEnvironment) => {
  const result = resolveServerSettings(env);
  return result.ok ? result.value.githubSignIn : `refused ${result.error.variable}`;
};

describe('GitHub sign-in settings', () => {
  it('is the sandbox on the embedded default, nothing live without an OAuth app, the app when both client settings are set', () => {
    const live = { GITHUB_REPO: 'o/r', HANDCASH_APP_ID: 'app' };
    const app = { GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secret' };
    expect([signInOf({}), signInOf(live), signInOf({ ...live, ...app }), signInOf({ ...app, GITHUB_OAUTH_URL: 'http://127.0.0.1:9/', GITHUB_API_URL: 'http://127.0.0.1:9/api' })]).toEqual([
      { kind: 'sandbox' },
      null,
      { kind: 'oauth', oauthUrl: 'https://github.com', apiUrl: 'https://api.github.com', clientId: 'id', clientSecret: 'secret' },
      { kind: 'oauth', oauthUrl: 'http://127.0.0.1:9', apiUrl: 'http://127.0.0.1:9/api', clientId: 'id', clientSecret: 'secret' },
    ]);
  });

  it('names a client id without its secret (and the reverse), and an OAuth URL that is not http(s)', () => {
    expect([
      signInOf({ GITHUB_CLIENT_ID: 'id' }),
      signInOf({ GITHUB_CLIENT_SECRET: 'secret' }),
      signInOf({ GITHUB_OAUTH_URL: 'javascript:alert(1)' }),
    ]).toEqual(['refused GITHUB_CLIENT_SECRET', 'refused GITHUB_CLIENT_ID', 'refused GITHUB_OAUTH_URL']);
  });

  it('never hands the client secret to the browser', () => {
    const result = resolveServerSettings({ GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'very-secret' });
    expect(result.ok && JSON.stringify(result.value.browser).includes('very-secret')).toBe(false);
  });
});
