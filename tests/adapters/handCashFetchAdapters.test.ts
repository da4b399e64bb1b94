import { firstValueFrom } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FetchHandCashConnect } from '../../src/adapters/handcash/fetchHandCashConnect.adapter';
import { ServerProfileGateway } from '../../src/adapters/handcash/serverProfileGateway.adapter';

const PROFILE = { handle: 'alice', paymail: 'alice@handcash.io', publicKey: 'id', avatarUrl: '', displayName: 'Alice' };

function stubFetch(answer: () => Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the server profile gateway', () => {
  it('posts the token as JSON to the profile endpoint and reads the profile', async () => {
    const calls = stubFetch(async () => Response.json({ success: true, profile: PROFILE }));
    const result = await firstValueFrom(new ServerProfileGateway().fetchProfile('tok'));
    expect([result, calls[0]?.url, calls[0]?.init.method, calls[0]?.init.body]).toEqual([
      { ok: true, value: PROFILE },
      '/api/handcash-profile',
      'POST',
      '{"authToken":"tok"}',
    ]);
  });

  it.each([
    ['a non-2xx answer', async () => Response.json({ success: false }, { status: 502 }), 'http-status'],
    ['an unsuccessful answer', async () => Response.json({ success: false }), 'malformed-response'],
    ['a profile with a javascript: avatar', async () => Response.json({ success: true, profile: { ...PROFILE, avatarUrl: 'javascript:x' } }), 'malformed-response'],
    ['a body that is not JSON', async () => new Response('<html>'), 'malformed-response'],
    ['no answer', async () => Promise.reject(new TypeError('offline')), 'network'],
  ] as const)('turns %s into an error value', async (_what, answer, code) => {
    stubFetch(answer);
    const result = await firstValueFrom(new ServerProfileGateway().fetchProfile('tok'));
    expect(result.ok ? 'ok' : result.error.code).toBe(code);
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
