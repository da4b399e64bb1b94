import { problemBody } from './problem';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HandCashSdkProfileProvider } from '../../src/adapters/handcash/handCashSdkProfileProvider';
import { startFakeHandCash, type FakeHandCash } from './fakeHandCash';
import { postProfile, serverFor } from './serverFixture';

const APP_ID = 'app-id-0123';
const SECRET = 'app-secret-do-not-leak-9f8e7d';
/** A HandCash auth token is a private key: 64 hex digits. */
const TOKEN = '1f'.repeat(32);

let fake: FakeHandCash;
beforeEach(async () => {
  fake = await startFakeHandCash();
});
afterEach(async () => {
  await fake.close();
});

const liveEnv = () => ({
  GITHUB_REPO: 'owner/name',
  HANDCASH_APP_ID: APP_ID,
  HANDCASH_APP_SECRET: SECRET,
  HANDCASH_CONNECT_URL: fake.url,
});
const live = () => serverFor(liveEnv());

describe('POST /api/handcash-profile through the HandCash SDK (fake provider on loopback)', () => {
  it('maps the public profile, its id standing in for the public key', async () => {
    const response = await postProfile(live(), { authToken: TOKEN });
    expect([response.status, await response.json()]).toEqual([
      200,
      {
        success: true,
        profile: {
          handle: 'realalice',
          paymail: 'realalice@handcash.io',
          publicKey: '5f0c1a2b3c4d5e6f70819203',
          avatarUrl: 'https://res.cloudinary.com/handcash/alice.png',
          displayName: 'Real Alice',
        },
      },
    ]);
  });

  it('signs the request as the SDK does and gives the secret only to HandCash', async () => {
    await postProfile(live(), { authToken: TOKEN });
    const [request] = fake.requests;
    expect({
      method: request?.method,
      path: request?.path,
      appId: request?.headers['app-id'],
      secret: request?.headers['app-secret'],
      signed: ['oauth-publickey', 'oauth-timestamp', 'oauth-nonce', 'oauth-signature'].every((name) => name in (request?.headers ?? {})),
      tokenSent: JSON.stringify(request?.headers).includes(TOKEN),
    }).toEqual({
      method: 'GET',
      path: '/v3/connect/profile/currentUserProfile',
      appId: APP_ID,
      secret: SECRET,
      signed: true,
      tokenSent: false,
    });
  });

  it('does not load an avatar that is not http(s)', async () => {
    fake.publicProfile = { ...fake.publicProfile, avatarUrl: 'javascript:alert(1)' };
    const body = (await (await postProfile(live(), { authToken: TOKEN })).json()) as { profile: { avatarUrl: string } };
    expect(body.profile.avatarUrl).toBe('');
  });

  it.each([
    ['refuses the token', 'unauthorized', 401],
    ['fails', 'error', 502],
    ['answers without a profile', 'garbage', 502],
  ] as const)('answers %s from HandCash with %s', async (_what, mode, status) => {
    fake.mode = mode;
    const response = await postProfile(live(), { authToken: TOKEN });
    const text = await response.text();
    expect({ status: response.status, success: JSON.parse(text).success, stack: /\bat \S+ \(|node_modules/.test(text) }).toEqual({
      status,
      success: false,
      stack: false,
    });
  });

  it('answers 502 for a profile holding the NUL character, which no session could keep (sign-in refuses it alike)', async () => {
    fake.publicProfile = { ...fake.publicProfile, displayName: 'Real\u0000Alice' };
    const response = await postProfile(live(), { authToken: TOKEN });
    expect([response.status, await response.json()]).toEqual([502, problemBody(502, 'upstream')]);
  });

  it('gives up on a provider slower than the timeout with 504', async () => {
    fake.mode = 'slow';
    const provider = new HandCashSdkProfileProvider({ appId: APP_ID, appSecret: SECRET, connectUrl: fake.url, timeoutMs: 200 });
    const started = Date.now();
    const response = await postProfile(serverFor(liveEnv(), { profileProvider: provider }), { authToken: TOKEN });
    expect([response.status, await response.json(), Date.now() - started < 1_500]).toEqual([
      504,
      problemBody(504, 'timeout'),
      true,
    ]);
  });

  it('answers 502 when HandCash cannot be reached', async () => {
    const url = fake.url;
    await fake.close();
    const app = serverFor({ ...liveEnv(), HANDCASH_CONNECT_URL: url });
    expect((await postProfile(app, { authToken: TOKEN })).status).toBe(502);
    fake = await startFakeHandCash();
  });

  it('refuses a token the SDK cannot use (not 64 hex digits) with 400, without calling HandCash', async () => {
    const response = await postProfile(live(), { authToken: 'eyJhbGciOiJub25lIn0.eyJoYW5kbGUiOiJ4In0.' });
    expect([response.status, fake.requests.length]).toEqual([400, 0]);
  });

  it('never sends the app secret in any answer', async () => {
    const app = live();
    const answers = await Promise.all([
      app.request('/api/config'),
      postProfile(app, { authToken: TOKEN }),
      postProfile(app, { authToken: 'x' }),
      postProfile(app, '{'),
      app.request('/api/handcash-profile'),
      app.request('/'),
      app.request('/sandbox-wallet/authorize?appId=x'),
    ]);
    const texts = await Promise.all(answers.map(async (response) => `${JSON.stringify([...response.headers])}${await response.text()}`));
    expect(texts.filter((text) => text.includes(SECRET))).toEqual([]);
  });
});
