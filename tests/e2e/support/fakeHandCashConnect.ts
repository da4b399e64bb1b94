import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PrivateKey } from '@bsv/sdk';

/** One payment the fake made: who paid (by handle), to whom, how much. */
export interface FakeConnectPayment {
  readonly payer: string | null;
  readonly body: unknown;
}

export interface FakeHandCashConnect {
  readonly url: string;
  /** Every payment asked for (each one made). */
  readonly payments: FakeConnectPayment[];
  close(): Promise<void>;
}

/**
 * HandCash Connect on 127.0.0.1 for the end-to-end tests of the live mode: the current profile and payments, each
 * request's signer told apart by the public key HandCash's SDK sends (`oauth-publickey`, derived from the token).
 */
export async function startFakeHandCashConnect(people: Readonly<Record<string, string>>): Promise<FakeHandCashConnect> {
  const handleByKey = new Map(Object.entries(people).map(([token, handle]) => [PrivateKey.fromHex(token).toPublicKey().toString(), handle]));
  const payments: FakeConnectPayment[] = [];
  let transactions = 0;
  /** Each payment made, by transaction id: who paid it and HandCash's record of it (`GET /v3/connect/wallet/payment`). */
  const made = new Map<string, { readonly payer: string; readonly record: unknown }>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const key = request.headers['oauth-publickey'];
      const handle = typeof key === 'string' ? (handleByKey.get(key) ?? null) : null;
      if (handle === null) return json(401, { message: 'Invalid authentication' });
      if (request.url === '/v3/connect/profile/currentUserProfile') {
        const publicProfile = { id: `${handle}-id`, handle, paymail: `${handle}@handcash.io`, displayName: handle, avatarUrl: '', localCurrencyCode: 'USD' };
        return json(200, { publicProfile, privateProfile: {} });
      }
      if (request.method === 'POST' && request.url === '/v3/connect/wallet/pay') {
        const text = Buffer.concat(chunks).toString('utf8');
        const body = (text === '' ? {} : JSON.parse(text)) as { receivers?: { destination: string; sendAmount: number }[]; note?: string; attachment?: unknown };
        payments.push({ payer: handle, body: text === '' ? null : body });
        transactions += 1;
        const transactionId = `e2e-tx-${String(transactions).padStart(4, '0')}`;
        const receivers = body.receivers ?? [];
        const record = {
          transactionId,
          type: 'send',
          time: 1,
          note: body.note ?? '',
          units: receivers.reduce((sum, receiver) => sum + receiver.sendAmount, 0),
          satoshiFees: 1,
          participants: receivers.map((receiver) => ({ id: receiver.destination, type: 'user', alias: receiver.destination, displayName: receiver.destination, profilePictureUrl: '', responseNote: '' })),
          attachments: body.attachment === undefined ? [] : [body.attachment],
        };
        made.set(transactionId, { payer: handle, record });
        return json(200, record);
      }
      const url = new URL(request.url ?? '/', 'http://fake');
      if (request.method === 'GET' && url.pathname === '/v3/connect/wallet/payment') {
        const found = made.get(url.searchParams.get('transactionId') ?? '');
        return found === undefined || found.payer !== handle ? json(404, { message: 'Payment not found' }) : json(200, found.record);
      }
      return json(404, { message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    payments,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
