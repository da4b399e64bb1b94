import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { requestBodyLimit } from '../../src/adapters/server/requestBodyLimit';

const LIMIT = 64;
const encoder = new TextEncoder();

/** An app that echoes the body it read, behind the limit. */
function echoApp() {
  const app = new Hono();
  app.post('/echo', requestBodyLimit(LIMIT, (c) => c.json({ refused: true }, 413)), async (c) => c.text(`read:${await c.req.text()}`));
  return app;
}

/** A body stream that sends `text` and then, unless `end`, never finishes. */
const streamOf = (text: string, end: boolean) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(text));
      if (end) controller.close();
    },
  });

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  echoApp().request(new Request('http://localhost/echo', { method: 'POST', body, headers, duplex: 'half' } as RequestInit));

const servers: ServerType[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

describe('requestBodyLimit', () => {
  it('refuses a declared Content-Length over the limit at once, without waiting for the body', async () => {
    const answer = await post(streamOf('{"a"', false), { 'content-length': String(LIMIT + 1) });
    expect([answer.status, await answer.json()]).toEqual([413, { refused: true }]);
  });

  it('counts a body without Content-Length as it is read: over the limit 413, within it passed on whole', async () => {
    const over = await post(streamOf('x'.repeat(LIMIT + 1), true));
    const within = await post(streamOf('y'.repeat(LIMIT), true));
    expect([over.status, within.status, await within.text()]).toEqual([413, 200, `read:${'y'.repeat(LIMIT)}`]);
  });

  it('on a Node server, passes a body within its Content-Length on whole and refuses a longer one', async () => {
    const server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: echoApp().fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    servers.push(server);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/echo`;
    const within = await fetch(url, { method: 'POST', body: 'é'.repeat(LIMIT / 2) });
    const over = await fetch(url, { method: 'POST', body: 'z'.repeat(LIMIT + 1) });
    expect([within.status, await within.text(), over.status]).toEqual([200, `read:${'é'.repeat(LIMIT / 2)}`, 413]);
  });
});
