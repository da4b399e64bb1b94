import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake HandCash Connect answers the current-user profile. */
export type FakeMode = 'ok' | 'unauthorized' | 'error' | 'slow' | 'garbage';

export interface FakeHandCash {
  readonly url: string;
  mode: FakeMode;
  publicProfile: Record<string, unknown>;
  /** Method, path and headers of every request received. */
  readonly requests: { method: string; path: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

/** A stand-in for HandCash Connect on loopback, answering `GET /v1/connect/profile/currentUserProfile`. */
export async function startFakeHandCash(): Promise<FakeHandCash> {
  const pending = new Set<NodeJS.Timeout>();
  const fake: Omit<FakeHandCash, 'url' | 'close'> = {
    mode: 'ok',
    publicProfile: {
      id: '5f0c1a2b3c4d5e6f70819203',
      handle: 'realalice',
      paymail: 'realalice@handcash.io',
      displayName: 'Real Alice',
      avatarUrl: 'https://res.cloudinary.com/handcash/alice.png',
      localCurrencyCode: 'USD',
      bitcoinUnit: 'BSV',
      createdAt: '2024-01-01T00:00:00.000Z',
    },
    requests: [],
  };
  const server: Server = createServer((request, response) => {
    fake.requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers });
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    // v1: HandCash's deprecated SDK; v3: its maintained one (`@handcash/sdk`).
    if (request.url !== '/v1/connect/profile/currentUserProfile' && request.url !== '/v3/connect/profile/currentUserProfile') {
      return json(404, { message: 'Not found' });
    }
    if (fake.mode === 'unauthorized') return json(401, { message: 'Invalid authentication' });
    if (fake.mode === 'error') return json(500, { message: 'Internal error at upstream' });
    if (fake.mode === 'garbage') return json(200, { nothing: true });
    if (fake.mode === 'slow') {
      const timer = setTimeout(() => json(200, { publicProfile: fake.publicProfile, privateProfile: {} }), 2_000);
      pending.add(timer);
      return undefined;
    }
    return json(200, { publicProfile: fake.publicProfile, privateProfile: { email: 'alice@example.com' } });
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
