import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../support/stubFetch';
import { FetchHandCashConnect } from '../../src/adapters/handcash/fetchHandCashConnect.adapter';
import { HttpClaimBoard } from '../../src/adapters/http/httpClaimBoard.adapter';
import { HttpSessionGateway } from '../../src/adapters/http/httpSessionGateway.adapter';
import { HttpGitHubSignIn } from '../../src/adapters/http/httpGitHubSignIn.adapter';
import { NO_ANSWER_MESSAGE } from '../../src/adapters/http/jsonRequest';

const PROFILE = { handle: 'alice', paymail: 'alice@handcash.io', publicKey: 'id', avatarUrl: '', displayName: 'Alice' };


describe('the HTTP session gateway', () => {
  it('posts the token once to /api/session with the cookie (same origin) and reads the profile', async () => {
    const calls = stubFetch(async () => Response.json({ success: true, profile: PROFILE }));
    const result = await firstValueFrom(new HttpSessionGateway().signIn('tok'));
    expect([result, calls[0]?.url, calls[0]?.init.method, calls[0]?.init.body, calls[0]?.init.credentials]).toEqual([
      { ok: true, value: PROFILE },
      '/api/session',
      'POST',
      '{"authToken":"tok"}',
      'same-origin',
    ]);
  });

  it.each([
    ['a refusal', async () => Response.json({ success: false, error: 'HandCash did not accept the authToken' }, { status: 401 }), { code: 'refused', message: 'HandCash did not accept the authToken' }],
    ['a wallet failure', async () => Response.json({ success: false, error: 'HandCash could not provide the profile' }, { status: 502 }), { code: 'unavailable', message: 'HandCash could not provide the profile' }],
    ['a javascript: avatar', async () => Response.json({ success: true, profile: { ...PROFILE, avatarUrl: 'javascript:x' } }), { code: 'unavailable', message: 'The session answer was refused (invalid-profile).' }],
    ['no answer', async () => Promise.reject(new TypeError('offline')), { code: 'unavailable', message: NO_ANSWER_MESSAGE }],
  ] as const)('turns %s into an error value', async (_what, answer, error) => {
    stubFetch(answer);
    expect(await firstValueFrom(new HttpSessionGateway().signIn('tok'))).toEqual({ ok: false, error });
  });

  it('reads who is signed in: the profile and linked GitHub login, nobody on 401, expired on authentication-expired', async () => {
    const answers = [
      Response.json({ success: true, profile: PROFILE }),
      Response.json({ success: true, profile: PROFILE, githubLogin: 'octo-dev' }),
      Response.json({ success: false, error: 'Not authenticated' }, { status: 401 }),
      Response.json({ success: false, error: 'Authentication expired, please login again', code: 'authentication-expired' }, { status: 401 }),
    ];
    stubFetch(async () => answers.shift() ?? Response.error());
    const gateway = new HttpSessionGateway(() => true);
    const results = [];
    for (let index = 0; index < 4; index += 1) results.push(await firstValueFrom(gateway.current()));
    expect(results).toEqual([
      { ok: true, value: { profile: PROFILE, githubLogin: null } },
      { ok: true, value: { profile: PROFILE, githubLogin: 'octo-dev' } },
      { ok: true, value: null },
      { ok: false, error: { code: 'authentication-expired', message: 'Authentication expired, please login again' } },
    ]);
  });

  it('asks nothing when the hint cookie says no session was ever set', async () => {
    const calls = stubFetch(async () => Response.json({ success: true, profile: PROFILE }));
    expect([await firstValueFrom(new HttpSessionGateway(() => false).current()), calls.length]).toEqual([{ ok: true, value: null }, 0]);
  });
});

describe('the HTTP claim board', () => {
  const claim = { issueNumber: 3, githubUsername: 'octo', handcashHandle: 'octo', claimedBy: 'alice', claimedAt: 1, deadline: 2 };

  it('lists claims, skipping a malformed one', async () => {
    stubFetch(async () => Response.json({ success: true, claims: [claim, { issueNumber: 'x' }] }));
    expect(await firstValueFrom(new HttpClaimBoard().list())).toEqual({ ok: true, value: [claim] });
  });

  it('turns each refusal into its code: taken with its holder, invalid, expired, forbidden, not found, unavailable', async () => {
    const answers = [
      Response.json({ code: 'taken', holder: claim }, { status: 409, statusText: 'Conflict' }),
      Response.json({ code: 'required-fields' }, { status: 400 }),
      Response.json({ code: 'authentication-expired' }, { status: 401 }),
      Response.json({ code: 'not-claimer' }, { status: 403 }),
      Response.json({ code: 'no-open-claim' }, { status: 404 }),
      Response.json({ code: 'database-unavailable' }, { status: 503 }),
    ];
    stubFetch(async () => answers.shift() ?? Response.error());
    const board = new HttpClaimBoard();
    const input = { issueNumber: 3, githubUsername: 'octo', handcashHandle: 'octo' };
    const results = [
      await firstValueFrom(board.claim(input)),
      await firstValueFrom(board.claim(input)),
      await firstValueFrom(board.claim(input)),
      await firstValueFrom(board.release(3)),
      await firstValueFrom(board.release(3)),
      await firstValueFrom(board.list()),
    ];
    expect(results.map((result) => (result.ok ? 'ok' : result.error.code))).toEqual([
      'taken', 'invalid', 'authentication-expired', 'forbidden', 'not-found', 'unavailable',
    ]);
    expect(results.map((result) => (result.ok ? null : result.error.reason))).toEqual([
      'taken', 'required-fields', 'authentication-expired', 'not-claimer', 'no-open-claim', 'database-unavailable',
    ]);
    expect(results[0]).toEqual({ ok: false, error: { code: 'taken', message: 'Conflict', reason: 'taken', holder: claim } });
  });

  it('passes the rule of a contract the server refuses on: held by a claim, not available (completed), assigned elsewhere, not a contract', async () => {
    const { issueNumber: _, ...holder } = claim;
    const answers = [
      Response.json({ code: 'contract-not-available', contractStatus: 'claimed', holder }, { status: 409 }),
      Response.json({ code: 'contract-not-available', contractStatus: 'completed', holder: null }, { status: 409 }),
      Response.json({ code: 'assigned-elsewhere', assignee: 'satoshi' }, { status: 409 }),
      Response.json({ code: 'contract-not-found' }, { status: 404 }),
    ];
    stubFetch(async () => answers.shift() ?? Response.error());
    const board = new HttpClaimBoard();
    const input = { issueNumber: 3, githubUsername: 'octo', handcashHandle: 'octo' };
    const results = [];
    for (let answer = 0; answer < 4; answer += 1) results.push(await firstValueFrom(board.claim(input)));
    expect(results.map((result) => (result.ok ? 'ok' : [result.error.code, 'reason' in result.error ? result.error.reason : null]))).toEqual([
      ['taken', 'contract-not-available'],
      ['invalid', 'contract-not-available'],
      ['invalid', 'assigned-elsewhere'],
      ['not-found', 'contract-not-found'],
    ]);
  });
});

describe('the connect API over fetch', () => {
  it('sends the Bearer token, the app id and a JSON body to the connect base', async () => {
    const calls = stubFetch(async () => new Response('{"message":"nope"}', { status: 401, statusText: '' }));
    const result = await firstValueFrom(
      new FetchHandCashConnect('/sandbox-wallet/connect/').send({ method: 'POST', path: '/users/magiclink', body: { a: 1 }, accessToken: 'tok', appId: 'app' }),
    );
    expect([result, calls[0]?.url, calls[0]?.init.headers, calls[0]?.init.body, calls[0]?.init.credentials]).toEqual([
      { ok: true, value: { status: 401, statusText: '401', body: { message: 'nope' } } },
      '/sandbox-wallet/connect/users/magiclink',
      { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: 'Bearer tok', 'app-id': 'app' },
      '{"a":1}',
      'omit',
    ]);
  });

  it('reports an unreachable API as an error value', async () => {
    stubFetch(async () => Promise.reject(new TypeError('offline')));
    const result = await firstValueFrom(new FetchHandCashConnect('https://cloud.handcash.io').send({ method: 'GET', path: '/x' }));
    expect(result).toEqual({ ok: false, error: { code: 'network', message: 'HandCash could not be reached.' } });
  });
});

describe('HttpGitHubSignIn', () => {
  it('starts a sign-in: the authorize address, or why not (no session, not configured, no answer)', async () => {
    const answers = [
      Response.json({ success: true, authorizeUrl: '/sandbox-github-sign-in/authorize?state=s' }),
      Response.json({ code: 'not-authenticated' }, { status: 401 }),
      Response.json({ code: 'github-sign-in-not-configured' }, { status: 503 }),
    ];
    const calls = stubFetch(async () => answers.shift() ?? Response.error());
    const signIn = new HttpGitHubSignIn();
    const results = [];
    for (let index = 0; index < 4; index += 1) results.push(await firstValueFrom(signIn.start('/contracts')));
    expect(results).toEqual([
      { ok: true, value: '/sandbox-github-sign-in/authorize?state=s' },
      { ok: false, error: { code: 'not-signed-in', reason: 'not-authenticated' } },
      { ok: false, error: { code: 'not-configured', reason: 'github-sign-in-not-configured' } },
      { ok: false, error: { code: 'unavailable' } },
    ]);
    expect(calls[0]).toMatchObject({ url: '/api/github-identity', init: { method: 'POST', body: JSON.stringify({ returnPath: '/contracts' }) } });
  });

  it('signs out of GitHub with DELETE', async () => {
    const calls = stubFetch(async () => new Response(null, { status: 204 }));
    expect([await firstValueFrom(new HttpGitHubSignIn().signOut()), calls[0]?.init?.method]).toEqual([{ ok: true, value: null }, 'DELETE']);
  });
});
