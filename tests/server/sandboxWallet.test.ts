import { describe, expect, it } from 'vitest';
import { SANDBOX_ACCOUNTS, sandboxProfile, sandboxToken } from '../../src/adapters/sandboxWallet/sandboxAccounts';
import { isHandCashAuthToken } from '../../src/domain/session/authToken';
import { SANDBOX_WALLET_LABEL } from '../../src/adapters/sandboxWallet/sandboxWallet.texts';
import { serverFor } from './serverFixture';

const embedded = () => serverFor({});
const authorize = async (appId: string) => {
  const response = await embedded().request(`/sandbox-wallet/authorize?appId=${encodeURIComponent(appId)}`);
  return { response, html: await response.text() };
};

describe('the sandbox wallet', () => {
  it('offers each sample account as a link back to the callback with a HandCash-shaped token', async () => {
    const { response, html } = await authorize('sandbox-app');
    const tokens = [...html.matchAll(/href="\/auth\/callback\?authToken=([^"]+)"/g)].map((match) => match[1]);
    expect({
      status: response.status,
      type: response.headers.get('content-type')?.split(';')[0],
      tokens,
      shaped: tokens.every((token) => isHandCashAuthToken(token ?? '')),
      decline: html.includes('href="/auth/callback?error=access_denied&amp;error_description=User+declined"'),
    }).toEqual({
      status: 200,
      type: 'text/html',
      tokens: SANDBOX_ACCOUNTS.map(sandboxToken),
      shaped: true,
      decline: true,
    });
  });

  it('says it is a sandbox in its title and banner, and runs no script', async () => {
    const { response, html } = await authorize('sandbox-app');
    expect({
      title: /<title>SANDBOX wallet/.test(html),
      banner: html.includes(SANDBOX_WALLET_LABEL),
      script: /<script/i.test(html),
      csp: response.headers.get('content-security-policy')?.includes("script-src 'self'"),
    }).toEqual({ title: true, banner: true, script: false, csp: true });
  });

  it('escapes an app id it does not know and offers no account for it', async () => {
    const { html } = await authorize('<script>alert(1)</script>"');
    expect({
      raw: html.includes('<script>'),
      escaped: html.includes('&lt;script&gt;alert(1)&lt;/script&gt;&quot;'),
      accounts: html.includes('authToken='),
    }).toEqual({ raw: false, escaped: true, accounts: false });
  });

  it('answers the connect profile for a sample account’s Bearer token, and 401 for any other', async () => {
    const alice = SANDBOX_ACCOUNTS[0]!;
    const app = embedded();
    const path = '/sandbox-wallet/connect/v1/connect/profile/currentUserProfile';
    const ok = await app.request(path, { headers: { Authorization: `Bearer ${sandboxToken(alice)}` } });
    const refused = await app.request(path, { headers: { Authorization: `Bearer ${'0'.repeat(64)}` } });
    const { publicKey, ...rest } = sandboxProfile(alice);
    expect([ok.status, await ok.json(), refused.status, await refused.json()]).toEqual([
      200,
      { publicProfile: { id: publicKey, ...rest }, privateProfile: {} },
      401,
      { message: 'Invalid access token' },
    ]);
  });

  it('answers a magic-link request for its app id, and refuses bad ones', async () => {
    const app = embedded();
    const send = (body: string, appId = 'sandbox-app') =>
      app.request('/sandbox-wallet/connect/users/magiclink', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'app-id': appId },
        body,
      });
    const good = await send(JSON.stringify({ email: 'a@example.com', redirectUrl: 'http://localhost/auth/callback' }));
    const statuses = [
      (await send(JSON.stringify({ email: 'a@example.com', redirectUrl: '/x' }), 'other')).status,
      (await send('{nope')).status,
      (await send(JSON.stringify({ email: 'not-an-email', redirectUrl: '/x' }))).status,
      (await send(JSON.stringify({ email: 'a@example.com', redirectUrl: 'x'.repeat(17 * 1024) }))).status,
    ];
    expect([good.status, typeof ((await good.json()) as { message?: unknown }).message, statuses]).toEqual([
      200,
      'string',
      [401, 400, 400, 413],
    ]);
  });

  it('is not served outside the embedded default', async () => {
    const live = serverFor({ GITHUB_REPO: 'owner/name' });
    const page = await (await live.request('/sandbox-wallet/authorize?appId=sandbox-app')).text();
    const profile = await live.request('/api/handcash-profile', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ authToken: sandboxToken(SANDBOX_ACCOUNTS[0]!) }),
    });
    expect([page.includes(SANDBOX_WALLET_LABEL), profile.status]).toEqual([false, 503]);
  });
});
