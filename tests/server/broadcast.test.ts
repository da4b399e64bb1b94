import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_SPEND, SAMPLE_SPEND_TXID } from '../../src/adapters/sample/sampleSpend';
import { BROADCAST_TIMEOUT_MS, resolveBroadcastSettings } from '../../src/adapters/config/broadcastSettings';
import type { ServerEnvironment } from '../../src/adapters/config/serverSettings';
import { serverFor } from './serverFixture';

/** A loopback fake ARC: records each request; answers by the transaction's hex (see `answers`). */
interface FakeArc {
  readonly url: string;
  readonly requests: { readonly headers: IncomingHttpHeaders; readonly body: unknown }[];
  /** The status and body for the next requests; null never answers. */
  answer: { readonly status: number; readonly body: unknown } | null;
}

let server: Server;
let arc: FakeArc;
beforeAll(async () => {
  const requests: FakeArc['requests'] = [];
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({ headers: request.headers, body: JSON.parse(body || 'null') as unknown });
      if (request.url !== '/v1/tx') return void response.writeHead(404).end();
      if (arc.answer === null) return;
      response.writeHead(arc.answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(arc.answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  arc = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, answer: null };
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

const SEEN = { status: 200, body: { txid: SAMPLE_SPEND_TXID, txStatus: 'SEEN_ON_NETWORK', blockHash: '' } };
/** One input with an empty unlocking script, one output: laid out as a transaction, but not signed. */
const UNSIGNED = `01000000010${'0'.repeat(63)}00000000` + '00ffffffff01' + '0000000000000000' + '0000000000';

const broadcast = (env: ServerEnvironment, body: unknown) =>
  serverFor(env).request('/api/broadcast', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

const answerOf = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });
const refusal = async (response: Response) => {
  const { status, body } = await answerOf(response);
  const { type: _type, title: _title, success: _success, status: _status, ...rest } = body;
  return { status, ...rest };
};

describe('the broadcast relay', () => {
  it('is off by default: 404 broadcast-not-configured, nothing relayed', async () => {
    const before = arc.requests.length;
    expect(await refusal(await broadcast({}, { rawTx: SAMPLE_SPEND.transactionHex, network: 'testnet' }))).toEqual({ status: 404, code: 'broadcast-not-configured' });
    expect(arc.requests.length).toBe(before);
  });

  it('relays a signed testnet transaction to ARC with the key, and answers its txid and status', async () => {
    arc.answer = SEEN;
    const response = await broadcast({ BSV_BROADCAST_URL: `${arc.url}/`, BSV_BROADCAST_API_KEY: 'arc-key' }, { rawTx: SAMPLE_SPEND.transactionHex, network: 'testnet' });
    expect(await answerOf(response)).toEqual({ status: 200, body: { txid: SAMPLE_SPEND_TXID, status: 'SEEN_ON_NETWORK', network: 'testnet' } });
    const sent = arc.requests.at(-1);
    expect({ body: sent?.body, authorization: sent?.headers.authorization }).toEqual({ body: { rawTx: SAMPLE_SPEND.transactionHex }, authorization: 'Bearer arc-key' });
  });

  it('refuses before ARC: mainnet unless BSV_NETWORK=mainnet, bad hex, an unsigned input, a malformed body', async () => {
    const before = arc.requests.length;
    const env = { BSV_BROADCAST_URL: arc.url };
    expect([
      await refusal(await broadcast(env, { rawTx: SAMPLE_SPEND.transactionHex, network: 'mainnet' })),
      await refusal(await broadcast({ ...env, BSV_NETWORK: 'mainnet' }, { rawTx: SAMPLE_SPEND.transactionHex, network: 'testnet' })),
      await refusal(await broadcast(env, { rawTx: 'zz', network: 'testnet' })),
      await refusal(await broadcast(env, { rawTx: UNSIGNED, network: 'testnet' })),
      await refusal(await broadcast(env, { rawTx: SAMPLE_SPEND.transactionHex, network: 'regtest' })),
    ]).toEqual([
      { status: 403, code: 'network-not-enabled', field: 'network', network: 'mainnet' },
      { status: 403, code: 'network-not-enabled', field: 'network', network: 'testnet' },
      { status: 400, code: 'transaction-invalid', field: 'rawTx', reason: 'not-hex' },
      { status: 422, code: 'transaction-unsigned', field: 'rawTx', inputs: [0] },
      { status: 400, code: 'invalid-broadcast', field: 'network' },
    ]);
    expect(arc.requests.length).toBe(before);
  });

  it('relays to mainnet only when BSV_NETWORK=mainnet says so', async () => {
    arc.answer = SEEN;
    const response = await broadcast({ BSV_BROADCAST_URL: arc.url, BSV_NETWORK: 'mainnet' }, { rawTx: SAMPLE_SPEND.transactionHex, network: 'mainnet' });
    expect(await answerOf(response)).toEqual({ status: 200, body: { txid: SAMPLE_SPEND_TXID, status: 'SEEN_ON_NETWORK', network: 'mainnet' } });
  });

  it('passes on ARC’s refusal with its status and words; a failing or silent ARC is 502 or 504', async () => {
    const env = { BSV_BROADCAST_URL: arc.url };
    const request = { rawTx: SAMPLE_SPEND.transactionHex, network: 'testnet' };
    arc.answer = { status: 465, body: { status: 465, title: 'Fee too low', detail: 'The fees are too low', txid: SAMPLE_SPEND_TXID } };
    const rejected = await refusal(await broadcast(env, request));
    arc.answer = { status: 401, body: {} };
    const unauthorized = await refusal(await broadcast(env, request));
    arc.answer = { status: 503, body: {} };
    const unavailable = await refusal(await broadcast(env, request));
    expect([rejected, unauthorized, unavailable, await refusal(await broadcast({ BSV_BROADCAST_URL: 'http://127.0.0.1:9' }, request))]).toEqual([
      { status: 422, code: 'broadcast-rejected', arcStatus: 465, detail: 'Fee too low: The fees are too low' },
      { status: 502, code: 'broadcast-unauthorized' },
      { status: 502, code: 'broadcast-unavailable' },
      { status: 502, code: 'broadcast-unavailable' },
    ]);
  });

  it('reads BSV_BROADCAST_URL, BSV_BROADCAST_API_KEY and BSV_NETWORK; a public mainnet ARC needs BSV_NETWORK=mainnet', () => {
    expect([
      resolveBroadcastSettings({}),
      resolveBroadcastSettings({ BSV_BROADCAST_URL: 'https://arc-test.taal.com/' }),
      resolveBroadcastSettings({ BSV_BROADCAST_URL: 'https://arc.taal.com' }),
      resolveBroadcastSettings({ BSV_BROADCAST_URL: 'https://arc.taal.com', BSV_NETWORK: 'mainnet', BSV_BROADCAST_API_KEY: 'k' }),
      resolveBroadcastSettings({ BSV_BROADCAST_URL: 'ftp://arc' }),
      resolveBroadcastSettings({ BSV_NETWORK: 'regtest' }),
    ]).toEqual([
      { ok: true, value: null },
      { ok: true, value: { url: 'https://arc-test.taal.com', apiKey: null, network: 'testnet', timeoutMs: BROADCAST_TIMEOUT_MS } },
      { ok: false, error: { variable: 'BSV_BROADCAST_URL', message: 'is a mainnet ARC endpoint: set BSV_NETWORK=mainnet to relay there' } },
      { ok: true, value: { url: 'https://arc.taal.com', apiKey: 'k', network: 'mainnet', timeoutMs: BROADCAST_TIMEOUT_MS } },
      { ok: false, error: { variable: 'BSV_BROADCAST_URL', message: 'must be an http(s) URL' } },
      { ok: false, error: { variable: 'BSV_NETWORK', message: 'must be testnet or mainnet' } },
    ]);
  });
});
