import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { jsonLogger } from '../../src/adapters/node/jsonLogger';
import type { ContractRecordsSource } from '../../src/ports/contractRecordsSource.port';
import { serverFor } from './serverFixture';

/** A JSON logger writing into an array of parsed lines. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter((text) => text !== '')) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { logger: jsonLogger('info', stream), lines, raw };
}

const requestLines = (lines: Record<string, unknown>[]) => lines.filter((line) => line.msg === 'request');

describe('the request log (JSON lines, pino)', () => {
  it('writes one line a request with its id, method, path, status and duration, and echoes a client’s X-Request-Id', async () => {
    const { logger, lines } = capturedLog();
    const app = serverFor({}, { logger });
    const echoed = await app.request('/api/health', { headers: { 'X-Request-Id': 'edge-7f3a:1' } });
    const minted = await app.request('/api/no-such-endpoint', { headers: { 'X-Request-Id': 'not a token <script>' } });
    const [first, second] = requestLines(lines);
    expect([echoed.headers.get('x-request-id'), first]).toEqual([
      'edge-7f3a:1',
      expect.objectContaining({ level: 'info', reqId: 'edge-7f3a:1', method: 'GET', path: '/api/health', status: 200, durationMs: expect.any(Number) }),
    ]);
    expect([minted.headers.get('x-request-id'), second?.reqId, second?.status, typeof second?.time, requestLines(lines).length]).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      minted.headers.get('x-request-id'),
      404,
      'string',
      2,
    ]);
  });

  it('never writes cookies, tokens, query strings or bodies', async () => {
    const { logger, raw } = capturedLog();
    const app = serverFor({}, { logger });
    await app.request('/auth/callback?authToken=secret-auth-token', { headers: { Cookie: 'session=secret-cookie', Authorization: 'Bearer secret-bearer' } });
    await app.request('/api/handcash-profile', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: 'session=secret-cookie' },
      body: JSON.stringify({ authToken: 'secret-body-token' }),
    });
    expect([raw.length, raw.filter((line) => line.includes('secret'))]).toEqual([2, []]);
  });

  it('logs a 500 at level error, with the error under the request’s id', async () => {
    const { logger, lines } = capturedLog();
    const failing: ContractRecordsSource = { read: () => Promise.reject(new Error('disk on fire')), onChange: () => () => undefined };
    const answer = await serverFor({}, { logger, contractRecords: failing }).request('/api/contracts');
    const reqId = answer.headers.get('x-request-id');
    expect([answer.status, lines.map((line) => [line.level, line.msg, line.reqId, (line.error as { message?: string } | undefined)?.message ?? null])]).toEqual([
      500,
      [
        ['error', 'unhandled error', reqId, 'disk on fire'],
        ['error', 'request', reqId, null],
      ],
    ]);
  });
});

describe('the request log behind a proxy', () => {
  it('names the client: the socket’s address, or the client a trusted proxy forwarded for', async () => {
    const { logger, lines } = capturedLog();
    const behind = serverFor({ TRUSTED_PROXIES: '127.0.0.1' }, { logger });
    const direct = serverFor({}, { logger });
    const socket = { incoming: { socket: { remoteAddress: '::ffff:127.0.0.1' } } };
    await behind.request('/api/health', { headers: { 'X-Forwarded-For': '6.6.6.6, 198.51.100.7' } }, socket);
    await direct.request('/api/health', { headers: { 'X-Forwarded-For': '198.51.100.7' } }, socket);
    expect(requestLines(lines).map((line) => line.client)).toEqual(['198.51.100.7', '127.0.0.1']);
  });
});
