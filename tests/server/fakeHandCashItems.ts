import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers: as HandCash would, 401, 500, nonsense, or not before the client gives up. */
export type FakeItemsMode = 'ok' | 'unauthorized' | 'error' | 'garbage' | 'slow';

export interface FakeHandCashItems {
  readonly url: string;
  mode: FakeItemsMode;
  /** What the inventory answers (`{items}`). */
  inventory: unknown[];
  /** Every request received: method, path, headers and parsed JSON body. */
  readonly requests: { method: string; path: string; headers: IncomingHttpHeaders; body: unknown }[];
  close(): Promise<void>;
}

/** A stand-in for HandCash's items API on loopback: the inventory and the minter's `issueItems`. */
export async function startFakeHandCashItems(): Promise<FakeHandCashItems> {
  const pending = new Set<NodeJS.Timeout>();
  const fake: Omit<FakeHandCashItems, 'url' | 'close'> = { mode: 'ok', inventory: [], requests: [] };
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      let body: unknown = null;
      try {
        body = text === '' ? null : (JSON.parse(text) as unknown);
      } catch {
        body = text;
      }
      fake.requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body });
      const json = (status: number, answer: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      };
      const ok =
        request.url === '/v3/connect/items/inventory'
          ? { items: fake.inventory }
          : request.url === '/v3/itemCreationOrder/issueItems'
            ? { id: 'order-77', user: 'app-user', app: 'app', type: 'collectionItem', status: 'pendingInscriptions', pendingInscriptions: 1 }
            : null;
      if (ok === null) return json(404, { message: 'Not found' });
      if (fake.mode === 'unauthorized') return json(401, { message: 'Invalid authentication' });
      if (fake.mode === 'error') return json(500, { message: 'Internal error' });
      if (fake.mode === 'garbage') return json(200, { nothing: true });
      if (fake.mode === 'slow') {
        pending.add(setTimeout(() => json(200, ok), 2_000));
        return undefined;
      }
      return json(200, ok);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of pending) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
