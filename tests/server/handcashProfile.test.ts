import { problemBody } from './problem';
import { describe, expect, it } from 'vitest';
import { SANDBOX_ACCOUNTS, sandboxProfile, sandboxToken } from '../../src/adapters/sandboxWallet/sandboxAccounts';
import { postProfile, serverFor } from './serverFixture';

const embedded = () => serverFor({});
const alice = SANDBOX_ACCOUNTS[0]!;

/** Status, JSON body and whether the answer looks like a leaked stack trace. */
async function answer(response: Response) {
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type')?.split(';')[0],
    body: JSON.parse(text) as unknown,
    stack: /\bat \S+ \(|Error:|node_modules/.test(text),
  };
}

describe('POST /api/handcash-profile on the embedded default (sandbox wallet)', () => {
  it('answers the profile of a sandbox token', async () => {
    const response = await postProfile(embedded(), { authToken: sandboxToken(alice) });
    expect(await answer(response)).toEqual({
      status: 200,
      type: 'application/json',
      body: { success: true, profile: sandboxProfile(alice) },
      stack: false,
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['a body that is not JSON', '{"authToken": ', 400, 'not-json'],
    ['an empty body', '', 400, 'not-json'],
    ['JSON that is not an object', '"abc"', 400, 'auth-token-required'],
    ['no authToken', {}, 400, 'auth-token-required'],
    ['an empty authToken', { authToken: '' }, 400, 'auth-token-required'],
    ['a blank authToken', { authToken: '   ' }, 400, 'auth-token-required'],
    ['an authToken that is not text', { authToken: 42 }, 400, 'auth-token-required'],
    ['a token that is not a HandCash auth token', { authToken: 'not-a-key.jwt.like' }, 400, 'invalid-token'],
    ['an auth token the wallet does not know', { authToken: 'f'.repeat(64) }, 401, 'unauthorized'],
  ] as const)('refuses %s with a problem naming the rule and no stack trace', async (_name, body, status, code) => {
    const result = await answer(await postProfile(embedded(), body));
    expect({ ...result, body: undefined }).toEqual({ status, type: 'application/problem+json', body: undefined, stack: false });
    expect((result.body as { code: string }).code).toBe(code);
  });

  it('refuses a body over 16 KB with 413, with or without a Content-Length', async () => {
    const big = JSON.stringify({ authToken: 'a'.repeat(17 * 1024) });
    const withLength = await postProfile(embedded(), big);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const chunked = await embedded().request(
      new Request('http://localhost/api/handcash-profile', { method: 'POST', body: stream, duplex: 'half' } as RequestInit),
    );
    expect([(await answer(withLength)).status, (await answer(chunked)).status]).toEqual([413, 413]);
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('answers %s with 405 JSON naming POST', async (method) => {
    const response = await embedded().request('/api/handcash-profile', { method });
    expect([response.status, response.headers.get('allow'), await response.json()]).toEqual([
      405,
      'POST',
      problemBody(405, 'method-not-allowed', { allow: 'POST' }),
    ]);
  });

  it('still answers a JSON 404 for other API paths', async () => {
    const response = await embedded().request('/api/handcash-profile-x', { method: 'POST' });
    expect(response.status).toBe(404);
  });
});

describe('POST /api/handcash-profile in live mode without an app id', () => {
  it('says HandCash is not configured (503) rather than calling anyone', async () => {
    const response = await postProfile(serverFor({ GITHUB_REPO: 'owner/name' }), { authToken: 'a'.repeat(64) });
    expect([response.status, await response.json()]).toEqual([
      503,
      problemBody(503, 'wallet-not-configured'),
    ]);
  });
});
