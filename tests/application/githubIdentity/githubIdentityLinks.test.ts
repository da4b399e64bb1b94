import { describe, expect, it } from 'vitest';
import { MemoryGitHubIdentityRepository } from '../../../src/adapters/memory/memoryGitHubIdentityRepository.adapter';
import { PlainTokenCipher } from '../../../src/adapters/memory/plainTokenCipher.adapter';
import { SequentialSessionIds } from '../../../src/adapters/memory/sequentialSessionIds.adapter';
import { GitHubIdentityLinks } from '../../../src/application/githubIdentity/githubIdentityLinks';
import { GITHUB_SIGN_IN_STATE_LIFETIME_MS } from '../../../src/domain/githubIdentity/githubSignIn';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import type { GitHubOAuth, GitHubOAuthError } from '../../../src/ports/githubOAuth.port';

const REDIRECT = 'http://localhost/api/github-identity/callback';
const ALICE = 'alice-session'.padEnd(43, 'x');
const BOB = 'bob-session'.padEnd(43, 'x');

/** GitHub as a table: code → token, token → login; every call is recorded. */
class ScriptedGitHub implements GitHubOAuth {
  readonly calls: string[] = [];
  exchange: Result<string, GitHubOAuthError> | null = null;
  constructor(private readonly logins: Record<string, string> = { 'code-1': 'Octo-Cat' }) {}
  authorizeUrl(state: string, redirectUri: string): string {
    return `https://github.test/login/oauth/authorize?state=${state}&redirect_uri=${redirectUri}`;
  }
  exchangeCode(code: string, redirectUri: string): Promise<Result<string, GitHubOAuthError>> {
    this.calls.push(`exchange ${code} ${redirectUri}`);
    if (this.exchange !== null) return Promise.resolve(this.exchange);
    return Promise.resolve(code in this.logins ? ok(`token-for-${code}`) : err('code-refused'));
  }
  login(accessToken: string): Promise<Result<string, GitHubOAuthError>> {
    this.calls.push(`user ${accessToken}`);
    const login = this.logins[accessToken.replace('token-for-', '')];
    return Promise.resolve(login === undefined ? err('token-refused') : ok(login));
  }
}

function links(logins?: Record<string, string>) {
  const clock = { now: 1_000_000 };
  const repository = new MemoryGitHubIdentityRepository();
  const github = new ScriptedGitHub(logins);
  const ids = new SequentialSessionIds();
  const desk = new GitHubIdentityLinks(repository, github, new PlainTokenCipher(), ids, () => clock.now);
  /** Starts for `session` and answers the state GitHub would carry back. */
  const start = async (session = ALICE, returnPath = '/contracts') => {
    const url = new URL(await desk.start(session, returnPath, REDIRECT));
    return url.searchParams.get('state') ?? '';
  };
  return { desk, repository, github, clock, start };
}

describe('GitHubIdentityLinks', () => {
  it('starts with a fresh random state per sign-in, kept only hashed and bound to the session', async () => {
    const { repository, start } = links();
    const [first, second] = [await start(), await start(BOB, '/contracts?tab=writing')];
    expect(first).not.toBe(second);
    expect([...repository.pending.values()]).toEqual([
      { stateHash: `hash:${first}`, sessionIdHash: `hash:${ALICE}`, returnPath: '/contracts', expiresAt: 1_000_000 + GITHUB_SIGN_IN_STATE_LIFETIME_MS },
      { stateHash: `hash:${second}`, sessionIdHash: `hash:${BOB}`, returnPath: '/contracts?tab=writing', expiresAt: 1_000_000 + GITHUB_SIGN_IN_STATE_LIFETIME_MS },
    ]);
  });

  it('links the login GitHub names for the code, keeps the token sealed, and returns to where it started', async () => {
    const { desk, repository, github, start } = links();
    const state = await start();
    expect(await desk.finish(ALICE, 'alice', { state, code: 'code-1' }, REDIRECT)).toEqual(ok({ login: 'Octo-Cat', returnPath: '/contracts' }));
    expect([...repository.links.values()]).toEqual([{ sessionIdHash: `hash:${ALICE}`, login: 'Octo-Cat', tokenCiphertext: 'sealed:token-for-code-1', linkedAt: 1_000_000, handcashHandle: 'alice' }]);
    expect(github.calls).toEqual([`exchange code-1 ${REDIRECT}`, 'user token-for-code-1']);
    expect([await desk.linkedLogin(ALICE), await desk.linkedLogin(BOB)]).toEqual(['Octo-Cat', null]);
  });

  it('refuses a missing, unknown, reused or another session’s state, and asks GitHub nothing', async () => {
    const { desk, github, start } = links();
    const state = await start();
    const bobs = await start(BOB);
    const answers = [
      await desk.finish(ALICE, 'alice', { code: 'code-1' }, REDIRECT),
      await desk.finish(ALICE, 'alice', { state: '', code: 'code-1' }, REDIRECT),
      await desk.finish(ALICE, 'alice', { state: 'made-up', code: 'code-1' }, REDIRECT),
      await desk.finish(ALICE, 'alice', { state: bobs, code: 'code-1' }, REDIRECT),
    ];
    expect(answers).toEqual([err('github-state-missing'), err('github-state-missing'), err('github-state-invalid'), err('github-state-invalid')]);
    expect(github.calls).toEqual([]);
    expect((await desk.finish(ALICE, 'alice', { state, code: 'code-1' }, REDIRECT)).ok).toBe(true);
    expect(await desk.finish(ALICE, 'alice', { state, code: 'code-1' }, REDIRECT)).toEqual(err('github-state-invalid'));
    // Bob's state was presented by Alice's session: it is spent, Bob must start again.
    expect(await desk.finish(BOB, 'bob', { state: bobs, code: 'code-1' }, REDIRECT)).toEqual(err('github-state-invalid'));
  });

  it('refuses a state at the end of its lifetime, and takes one just before', async () => {
    const { desk, clock, start } = links();
    const late = await start();
    const inTime = await start();
    clock.now += GITHUB_SIGN_IN_STATE_LIFETIME_MS - 1;
    expect((await desk.finish(ALICE, 'alice', { state: inTime, code: 'code-1' }, REDIRECT)).ok).toBe(true);
    clock.now += 1;
    expect(await desk.finish(ALICE, 'alice', { state: late, code: 'code-1' }, REDIRECT)).toEqual(err('github-state-expired'));
  });

  it('names a decline, a missing or refused code, and GitHub failing; links nothing for any', async () => {
    const { desk, repository, github, start } = links({ 'code-1': 'Octo-Cat', 'code-2': 'not a login!' });
    const denied = await desk.finish(ALICE, 'alice', { state: await start(), error: 'access_denied' }, REDIRECT);
    const noCode = await desk.finish(ALICE, 'alice', { state: await start() }, REDIRECT);
    const refused = await desk.finish(ALICE, 'alice', { state: await start(), code: 'stale' }, REDIRECT);
    const badLogin = await desk.finish(ALICE, 'alice', { state: await start(), code: 'code-2' }, REDIRECT);
    github.exchange = err('unavailable');
    const down = await desk.finish(ALICE, 'alice', { state: await start(), code: 'code-1' }, REDIRECT);
    expect([denied, noCode, refused, badLogin, down]).toEqual([
      err('github-access-denied'),
      err('github-code-missing'),
      err('github-code-refused'),
      err('github-unavailable'),
      err('github-unavailable'),
    ]);
    expect(repository.links.size).toBe(0);
  });

  it('refuses a login another HandCash account has linked, until that account signs out of GitHub; the same account links it from any session', async () => {
    const { desk, start } = links({ 'code-1': 'Octo-Cat', 'code-2': 'octo-cat' });
    const ALICE_PHONE = 'alice-phone'.padEnd(43, 'x');
    expect((await desk.finish(ALICE, 'alice', { state: await start(), code: 'code-1' }, REDIRECT)).ok).toBe(true);
    // Bob's account, the same login in another case: refused, and Alice keeps it.
    expect(await desk.finish(BOB, 'bob', { state: await start(BOB), code: 'code-2' }, REDIRECT)).toEqual(err('github-login-linked-elsewhere'));
    expect([await desk.linkedLogin(ALICE), await desk.linkedLogin(BOB)]).toEqual(['Octo-Cat', null]);
    // Alice's account from another session (her handle in another case): linked.
    expect((await desk.finish(ALICE_PHONE, 'Alice', { state: await start(ALICE_PHONE), code: 'code-1' }, REDIRECT)).ok).toBe(true);
    await desk.unlink(ALICE);
    expect(await desk.finish(BOB, 'bob', { state: await start(BOB), code: 'code-2' }, REDIRECT)).toEqual(err('github-login-linked-elsewhere'));
    await desk.unlink(ALICE_PHONE);
    expect(await desk.finish(BOB, 'bob', { state: await start(BOB), code: 'code-2' }, REDIRECT)).toEqual(ok({ login: 'octo-cat', returnPath: '/contracts' }));
  });

  it('signs out of GitHub: the link is gone; a second sign-out finds none', async () => {
    const { desk, start } = links();
    await desk.finish(ALICE, 'alice', { state: await start(), code: 'code-1' }, REDIRECT);
    expect([await desk.unlink(ALICE), await desk.unlink(ALICE), await desk.linkedLogin(ALICE)]).toEqual([true, false, null]);
  });

  it('drops expired states when a new sign-in starts', async () => {
    const { repository, clock, start } = links();
    await start();
    clock.now += GITHUB_SIGN_IN_STATE_LIFETIME_MS;
    const fresh = await start();
    expect([...repository.pending.keys()]).toEqual([`hash:${fresh}`]);
  });
});
