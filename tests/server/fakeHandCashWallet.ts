import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers `POST /v3/connect/wallet/pay`. */
export type FakePayMode = 'paid' | 'insufficient-balance' | 'spend-limit' | 'unknown-payee' | 'unauthorized' | 'slow' | 'slow-error';

export interface FakePayRequest {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: unknown;
}

export interface FakeHandCashWallet {
  readonly url: string;
  mode: FakePayMode;
  /** How long `slow` and `slow-error` take; how long every answer takes otherwise. */
  delayMs: number;
  fastDelayMs: number;
  /** Every pay request received (each one a payment the fake made, when it answered with a transaction). */
  readonly payRequests: FakePayRequest[];
  /** Transaction ids it answered with. */
  readonly transactionIds: string[];
  /** Pay requests it has answered so far (a slow one answers later). */
  answered: number;
  close(): Promise<void>;
}

/** HandCash's wording for each refusal, as the fake gives it (400 / 401 with `{message}`). */
const REFUSALS: Partial<Record<FakePayMode, [number, string]>> = {
  'insufficient-balance': [400, 'Insufficient balance'],
  'spend-limit': [400, 'Spend limit exceeded'],
  'unknown-payee': [400, 'Receiver not found'],
  unauthorized: [401, 'Invalid authentication'],
};

interface PayBody {
  readonly receivers?: readonly { readonly destination: string; readonly sendAmount: number }[];
  readonly note?: string;
  readonly attachment?: { readonly format: string; readonly value: unknown };
}

/** What `GET /v3/connect/wallet/payment` answers of a payment the fake made (HandCash's `WalletTransactionRecord`). */
const recordOf = (transactionId: string, body: PayBody) => ({
  transactionId,
  type: 'send',
  time: 1,
  note: body.note ?? '',
  units: (body.receivers ?? []).reduce((sum, receiver) => sum + receiver.sendAmount, 0),
  satoshiFees: 1,
  participants: (body.receivers ?? []).map((receiver) => ({ id: receiver.destination, type: 'user', alias: receiver.destination, displayName: receiver.destination, profilePictureUrl: '', responseNote: '' })),
  attachments: body.attachment === undefined ? [] : [body.attachment],
});

/**
 * A stand-in for HandCash Connect's wallet on loopback, answering `POST /v3/connect/wallet/pay` and, for each payment
 * it made, `GET /v3/connect/wallet/payment?transactionId=` (to the token that paid it; 404 otherwise).
 */
export async function startFakeHandCashWallet(): Promise<FakeHandCashWallet> {
  const pending = new Set<NodeJS.Timeout>();
  const made = new Map<string, { readonly publicKey: string; readonly record: ReturnType<typeof recordOf> }>();
  const fake = { mode: 'paid' as FakePayMode, delayMs: 1_000, fastDelayMs: 50, payRequests: [] as FakePayRequest[], transactionIds: [] as string[], answered: 0 };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const json = (status: number, body: unknown) => {
        if (request.url === '/v3/connect/wallet/pay') fake.answered += 1;
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const url = new URL(request.url ?? '/', 'http://fake');
      if (request.method === 'GET' && url.pathname === '/v3/connect/wallet/payment') {
        const found = made.get(url.searchParams.get('transactionId') ?? '');
        const publicKey = String(request.headers['oauth-publickey'] ?? '');
        return found === undefined || found.publicKey !== publicKey ? json(404, { message: 'Payment not found' }) : json(200, found.record);
      }
      if (request.method !== 'POST' || request.url !== '/v3/connect/wallet/pay') return json(404, { message: 'Not found' });
      const text = Buffer.concat(chunks).toString('utf8');
      fake.payRequests.push({ path: request.url, headers: request.headers, body: text === '' ? null : JSON.parse(text) });
      const mode = fake.mode;
      const later = (ms: number, answer: () => void) => {
        const timer = setTimeout(() => {
          pending.delete(timer);
          answer();
        }, ms);
        pending.add(timer);
      };
      const refusal = REFUSALS[mode];
      if (refusal !== undefined) return later(fake.fastDelayMs, () => json(refusal[0], { message: refusal[1] }));
      if (mode === 'slow-error') return later(fake.delayMs, () => json(500, { message: 'Internal error' }));
      const transactionId = `fake-tx-${String(fake.transactionIds.length + 1).padStart(4, '0')}`;
      fake.transactionIds.push(transactionId);
      made.set(transactionId, { publicKey: String(request.headers['oauth-publickey'] ?? ''), record: recordOf(transactionId, (text === '' ? {} : JSON.parse(text)) as PayBody) });
      return later(mode === 'slow' ? fake.delayMs : fake.fastDelayMs, () =>
        json(200, { transactionId, type: 'send', time: 1, note: '', units: 0.02, satoshiFees: 1 }),
      );
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
