import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AesTokenCipher } from '../../src/adapters/node/aesTokenCipher';
import type { ServerEnvironment } from '../../src/adapters/config/serverSettings';
import { hubOn } from '../../src/composition/server/openHub';
import { GITHUB_SIGN_IN_STATE_LIFETIME_MS } from '../../src/domain/githubIdentity/githubSignIn';
import { bothDatabases } from '../support/databases';
import { startFakeGitHubOAuth, type FakeGitHubOAuth } from '../support/fakeGitHubOAuth';
import { ALICE_TOKEN, BOB_TOKEN, StubWallet, availableRecords, clock, hubDatabasePerTest, send, signIn } from './hubFixture';
import { problemBody } from './problem';
import { serverFor } from './serverFixture';

const CALLBACK = 'http://localhost/api/github-identity/callback';

let github: FakeGitHubOAuth;
beforeAll(async () => {
  github = await startFakeGitHubOAuth();
});
afterAll(() => github.close());

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });
const pathOf = (location: string | null): string => {
  const url = new URL(location ?? '', 'http://localhost');
  return `${url.pathname}${url.search}`;
};

describe.each(bothDatabases())('GitHub identity through a fake GitHub OAuth app, on $name', (database) => {
  const connectionOf = hubDatabasePerTest(database);

  function server(env: ServerEnvironment = { GITHUB_CLIENT_ID: github.clientId, GITHUB_CLIENT_SECRET: github.clientSecret, GITHUB_OAUTH_URL: github.url, GITHUB_API_URL: github.url }) {
    const wallet = new StubWallet({ [ALICE_TOKEN]: 'alice', [BOB_TOKEN]: 'bob' });
    const now = () => clock.now;
    const hub = hubOn(connectionOf(), wallet, AesTokenCipher.fromSecret('x'.repeat(32)), now);
    return serverFor(env, { hub, profileProvider: wallet, now, contractRecords: availableRecords() });
  }
  type App = ReturnType<typeof server>;

  /** Starts a sign-in for `cookie` and follows GitHub's authorize page: the callback path GitHub sends the browser to. */
  async function toGitHubAndBack(app: App, cookie: string, returnPath = '/contracts'): Promise<string> {
    const started = await send(app, 'POST', '/api/github-identity', { cookie, body: { returnPath } });
    const { authorizeUrl } = (await started.json()) as { authorizeUrl: string };
    const authorize = await fetch(authorizeUrl, { redirect: 'manual' });
    return pathOf(authorize.headers.get('location'));
  }
  const callback = (app: App, path: string, cookie?: string, accept?: string) =>
    send(app, 'GET', path, { cookie, ...(accept === undefined ? {} : { headers: { Accept: accept } }) });
  const linkedLogin = async (app: App, cookie: string) => ((await (await send(app, 'GET', '/api/session', { cookie })).json()) as { githubLogin: unknown }).githubLogin;

  it('signs in with GitHub: the authorize page has the app, the callback and a state; the login is linked, the token kept sealed', async () => {
    const app = server();
    const cookie = await signIn(app, ALICE_TOKEN);
    const started = await json(await send(app, 'POST', '/api/github-identity', { cookie, body: { returnPath: '/contracts?tab=writing' } }));
    const authorizeUrl = new URL((started.body as { authorizeUrl: string }).authorizeUrl);
    expect([started.status, `${authorizeUrl.origin}${authorizeUrl.pathname}`, authorizeUrl.searchParams.get('client_id'), authorizeUrl.searchParams.get('redirect_uri')]).toEqual([
      200,
      `${github.url}/login/oauth/authorize`,
      github.clientId,
      CALLBACK,
    ]);
    expect(authorizeUrl.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const back = pathOf((await fetch(authorizeUrl, { redirect: 'manual' })).headers.get('location'));
    const linked = await callback(app, back, cookie);
    expect([linked.status, linked.headers.get('location'), await linkedLogin(app, cookie)]).toEqual([303, '/contracts?tab=writing', 'octo-dev']);
    const exchange = github.requests.filter((request) => request.path === '/login/oauth/access_token').at(-1);
    expect(exchange?.body).toEqual({ client_id: github.clientId, client_secret: github.clientSecret, code: new URL(back, 'http://localhost').searchParams.get('code'), redirect_uri: CALLBACK });
    const rows = JSON.stringify(await connectionOf().db.execute(sql`SELECT * FROM github_links`));
    expect(rows).toContain('octo-dev');
    expect(rows).not.toMatch(/gho_/);
  });

  it('refuses a reused, missing, made-up or another session’s state with a code naming the rule', async () => {
    const app = server();
    const [alice, bob] = [await signIn(app, ALICE_TOKEN), await signIn(app, BOB_TOKEN)];
    const back = await toGitHubAndBack(app, alice);
    await callback(app, back, alice);
    const code = new URL(back, 'http://localhost').searchParams.get('code') ?? '';
    const bobsBack = await toGitHubAndBack(app, bob);
    const answers = [
      await json(await callback(app, back, alice)),
      await json(await callback(app, `/api/github-identity/callback?code=${code}`, alice)),
      await json(await callback(app, `/api/github-identity/callback?code=${code}&state=${'x'.repeat(43)}`, alice)),
      await json(await callback(app, bobsBack, alice)),
    ];
    expect(answers).toEqual([
      { status: 400, body: problemBody(400, 'github-state-invalid') },
      { status: 400, body: problemBody(400, 'github-state-missing') },
      { status: 400, body: problemBody(400, 'github-state-invalid') },
      { status: 400, body: problemBody(400, 'github-state-invalid') },
    ]);
    // Bob's state was spent by Alice's attempt: it links nothing for him either.
    expect([(await callback(app, bobsBack, bob)).status, await linkedLogin(app, bob)]).toEqual([400, null]);
  });

  it('refuses a state past its lifetime, a decline on GitHub, and a code GitHub refuses; GitHub down is 502', async () => {
    const app = server();
    const cookie = await signIn(app, ALICE_TOKEN);
    const late = await toGitHubAndBack(app, cookie);
    clock.now += GITHUB_SIGN_IN_STATE_LIFETIME_MS;
    const expired = await json(await callback(app, late, cookie));
    github.mode = 'deny';
    const denied = await json(await callback(app, await toGitHubAndBack(app, cookie), cookie));
    github.mode = 'ok';
    const refused = await json(await callback(app, (await toGitHubAndBack(app, cookie)).replace(/code=\w+/, 'code=stale'), cookie));
    const downBack = await toGitHubAndBack(app, cookie);
    github.mode = 'down';
    const down = await json(await callback(app, downBack, cookie));
    github.mode = 'ok';
    expect([expired, denied, refused, down]).toEqual([
      { status: 400, body: problemBody(400, 'github-state-expired') },
      { status: 403, body: problemBody(403, 'github-access-denied') },
      { status: 400, body: problemBody(400, 'github-code-refused') },
      { status: 502, body: problemBody(502, 'github-unavailable') },
    ]);
    expect(await linkedLogin(app, cookie)).toBeNull();
  });

  it('sends a browser whose callback is refused back to the contracts page, naming the rule', async () => {
    const app = server();
    const cookie = await signIn(app, ALICE_TOKEN);
    const refused = await callback(app, '/api/github-identity/callback?code=x&state=nope', cookie, 'text/html');
    const anonymous = await callback(app, '/api/github-identity/callback?code=x&state=nope', undefined, 'text/html');
    expect([refused.status, refused.headers.get('location'), anonymous.headers.get('location')]).toEqual([
      303,
      '/contracts?github-sign-in-refused=github-state-invalid',
      '/contracts?github-sign-in-refused=not-authenticated',
    ]);
  });

  it('needs a HandCash session to start, and comes back only to a path of this site', async () => {
    const app = server();
    const anonymous = await json(await send(app, 'POST', '/api/github-identity', { body: {} }));
    const cookie = await signIn(app, ALICE_TOKEN);
    const elsewhere = await toGitHubAndBack(app, cookie, '//evil.example/');
    expect([anonymous, (await callback(app, elsewhere, cookie)).headers.get('location')]).toEqual([
      { status: 401, body: problemBody(401, 'not-authenticated') },
      '/',
    ]);
  });

  it('claims as the linked login: another typed login is refused (403 naming the rule), the same or none records the link', async () => {
    const app = server();
    const cookie = await signIn(app, ALICE_TOKEN);
    await callback(app, await toGitHubAndBack(app, cookie), cookie);
    const claim = (issueNumber: number, githubUsername: string) => send(app, 'POST', '/api/claims', { cookie, body: { issueNumber, githubUsername, handcashHandle: 'alice' } });
    const other = await json(await claim(1, 'mallory'));
    const same = await json(await claim(2, 'OCTO-DEV'));
    const blank = await json(await claim(3, ''));
    expect(other).toEqual({ status: 403, body: problemBody(403, 'github-login-mismatch', { field: 'githubUsername', linkedLogin: 'octo-dev' }) });
    expect([same.status, blank.status]).toEqual([201, 201]);
    expect([same.body, blank.body].map((body) => (body as { claim: { githubUsername: string; handcashHandle: string; claimedBy: string } }).claim)).toEqual([
      expect.objectContaining({ issueNumber: 2, githubUsername: 'octo-dev', handcashHandle: 'alice', claimedBy: 'alice' }),
      expect.objectContaining({ issueNumber: 3, githubUsername: 'octo-dev', handcashHandle: 'alice', claimedBy: 'alice' }),
    ]);
  });

  it('signs out of GitHub (a claim is then refused, whatever login is typed); signing out of HandCash ends the link too', async () => {
    const app = server();
    const cookie = await signIn(app, ALICE_TOKEN);
    await callback(app, await toGitHubAndBack(app, cookie), cookie);
    const unlinked = await send(app, 'DELETE', '/api/github-identity', { cookie });
    const claimed = await json(await send(app, 'POST', '/api/claims', { cookie, body: { issueNumber: 4, githubUsername: 'alice-gh', handcashHandle: 'alice' } }));
    expect([unlinked.status, await linkedLogin(app, cookie), claimed.status, (claimed.body as { code?: string }).code]).toEqual([204, null, 403, 'github-link-required']);
    await callback(app, await toGitHubAndBack(app, cookie), cookie);
    await send(app, 'DELETE', '/api/session', { cookie });
    expect(await connectionOf().db.execute(sql`SELECT count(*)::int AS n FROM github_links`)).toMatchObject({ rows: [{ n: 0 }] });
  });
});

describe('GitHub sign-in without a GitHub OAuth app', () => {
  const connectionOf = hubDatabasePerTest();

  function server(env: ServerEnvironment) {
    const wallet = new StubWallet({ [ALICE_TOKEN]: 'alice' });
    const hub = hubOn(connectionOf(), wallet, AesTokenCipher.fromSecret('x'.repeat(32)), () => clock.now);
    return serverFor(env, { hub, profileProvider: wallet, now: () => clock.now, contractRecords: availableRecords() });
  }

  it('on the embedded default, runs the sandbox sign-in page with no network', async () => {
    const app = server({});
    const cookie = await signIn(app, ALICE_TOKEN);
    const { authorizeUrl } = (await (await send(app, 'POST', '/api/github-identity', { cookie, body: {} })).json()) as { authorizeUrl: string };
    const page = await (await send(app, 'GET', authorizeUrl)).text();
    const link = /href="(\/api\/github-identity\/callback\?code=[^"]+)">Sign in as sandbox-bob/.exec(page)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const linked = await callback(app, link, cookie);
    expect([authorizeUrl.startsWith('/sandbox-github-sign-in/authorize?state='), page.includes('Sandbox GitHub sign-in — not the real GitHub'), linked.status]).toEqual([true, true, 303]);
    expect(((await (await send(app, 'GET', '/api/session', { cookie })).json()) as { githubLogin: unknown }).githubLogin).toBe('sandbox-bob');
  });

  it('in live mode without GITHUB_CLIENT_ID, says it is not configured (503) and serves no sandbox page', async () => {
    const app = server({ GITHUB_REPO: 'o/r', HANDCASH_APP_ID: 'app' });
    const cookie = await signIn(app, ALICE_TOKEN);
    const started = await json(await send(app, 'POST', '/api/github-identity', { cookie, body: {} }));
    // No sandbox route: the path falls through to the app's pages (here an empty build folder's 503 "not built").
    const sandbox = await (await send(app, 'GET', '/sandbox-github-sign-in/authorize?state=x')).text();
    expect([started, sandbox.includes('Sandbox GitHub')]).toEqual([{ status: 503, body: problemBody(503, 'github-sign-in-not-configured') }, false]);
  });

  function callback(app: ReturnType<typeof server>, path: string, cookie: string) {
    return send(app, 'GET', path, { cookie });
  }
});

describe('the sandbox GitHub sign-in page', () => {
  it('shows a hostile state as text and sends it back only to this server’s callback', async () => {
    const { sandboxGitHubAuthorizePage } = await import('../../src/adapters/sandboxGitHub/sandboxGitHubSignIn.routes');
    const page = sandboxGitHubAuthorizePage('"><script>alert(1)</script>');
    const links = [...page.matchAll(/href="([^"]*)"/g)].map(([, href]) => href ?? '').filter((href) => href.startsWith('/api'));
    expect(page).not.toContain('<script>');
    expect(links.map((href) => new URL(href.replaceAll('&amp;', '&'), 'http://localhost').searchParams.get('state'))).toEqual(Array(4).fill('"><script>alert(1)</script>'));
    expect(links.every((href) => href.startsWith('/api/github-identity/callback?'))).toBe(true);
  });
});
