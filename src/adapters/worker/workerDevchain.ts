import type * as Sdk from '@bsv/sdk';

/** The devchain's base path on the app's server (`devchain.routes.ts`). */
export const WORKER_DEVCHAIN_PATH = '/api/devchain';

/** A refusal of the devchain: its `code`, ARC's `detail` as the message, and the facts it carries. */
export class DevchainRefusal extends Error {
  constructor(
    readonly code: string,
    readonly facts: Readonly<Record<string, unknown>>,
  ) {
    super(typeof facts.detail === 'string' ? facts.detail : code);
    this.name = 'DevchainRefusal';
  }
}

/** Tells the page a transaction was broadcast (the toolbar's Debug opens the last one). */
export type BroadcastNotice = (txid: string, hex: string) => void;

/**
 * `import { devchain } from 'workbench'` in code run in the editor (issue 37): the server's local chain, reached
 * through the one request the sandbox still makes (its own origin's `/api/devchain`, nothing else). The same SDK
 * code reaches testnet by passing `new ARC('https://arc-test.taal.com')` where it passes `devchain.arc`.
 */
export function workerDevchain(sdk: typeof Sdk, fetchOnce: typeof fetch, origin: string, noticeBroadcast: BroadcastNotice) {
  const base = `${origin}${WORKER_DEVCHAIN_PATH}`;
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> => {
    const answer = await fetchOnce(`${base}${path}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const type = answer.headers.get('Content-Type') ?? '';
    const read: unknown = type.includes('json') ? await answer.json() : await answer.text();
    if (!answer.ok) {
      const facts = typeof read === 'object' && read !== null ? (read as Record<string, unknown>) : { detail: String(read) };
      throw new DevchainRefusal(String(facts.code ?? answer.status), facts);
    }
    return read;
  };
  const tracker: Sdk.ChainTracker = {
    async isValidRootForHeight(root, height) {
      try {
        return ((await call('GET', `/woc/block/${height}/header`)) as { merkleroot: string }).merkleroot === root;
      } catch (error) {
        if (error instanceof DevchainRefusal && error.code === 'block-not-found') return false;
        throw error;
      }
    },
    async currentHeight() {
      return ((await call('GET', '/woc/block/headers')) as { height: number }[])[0]!.height;
    },
  };
  const arc = new sdk.ARC(base, {
    httpClient: {
      async request(url: string, options: { method?: string; data?: unknown }) {
        if (!url.startsWith(`${base}/`)) throw new Error('The devchain’s broadcaster reaches only the devchain.');
        const answer = await fetchOnce(url, { method: options.method ?? 'GET', headers: { 'Content-Type': 'application/json' }, body: options.data === undefined ? undefined : JSON.stringify(options.data) });
        return { ok: answer.ok, status: answer.status, statusText: answer.statusText, data: await answer.json() } as never;
      },
    } as Sdk.HttpClient,
  });
  return {
    /** An ARC broadcaster for the devchain: `await tx.broadcast(devchain.arc)`. */
    arc,
    /** The devchain's ChainTracker: `await tx.verify(devchain.tracker)`. */
    tracker,
    /** Pays `address` from the faucet (100,000 satoshis unless told): the payment as a `Transaction`, its output `vout`. */
    async fund(address: string, satoshis?: number) {
      const funded = (await call('POST', '/faucet', { address, satoshis })) as { txid: string; vout: number; satoshis: number; rawTx: string };
      return { txid: funded.txid, vout: funded.vout, satoshis: funded.satoshis, tx: sdk.Transaction.fromHex(funded.rawTx) };
    },
    /** Broadcasts a signed transaction; resolves to ARC's answer, rejects with a `DevchainRefusal` naming why. */
    async broadcast(tx: Sdk.Transaction) {
      const hex = tx.inputs.every((input) => input.sourceTransaction !== undefined) ? tx.toHexEF() : tx.toHex();
      const answer = (await call('POST', '/v1/tx', { rawTx: hex })) as { txid: string; txStatus: string };
      noticeBroadcast(answer.txid, hex);
      return answer;
    },
    /** Mines `blocks` blocks now (1 unless told). */
    async mine(blocks = 1) {
      return ((await call('POST', '/mine', { blocks })) as { blocks: { height: number; hash: string; merkleroot: string }[] }).blocks;
    },
    /** The merkle path of a mined transaction (`tx.merklePath = await devchain.merklePath(txid)`). */
    async merklePath(txid: string) {
      return sdk.MerklePath.fromHex(((await call('GET', `/woc/tx/${txid}/proof`)) as { merklePath: string }).merklePath);
    },
    /** A transaction with its ancestors and proofs, from its BEEF. */
    async beef(txid: string) {
      return sdk.Transaction.fromHexBEEF((await call('GET', `/woc/tx/${txid}/beef`)) as string);
    },
    async unspent(address: string) {
      return (await call('GET', `/woc/address/${address}/unspent`)) as { height: number; tx_pos: number; tx_hash: string; value: number }[];
    },
    async balance(address: string) {
      return (await call('GET', `/woc/address/${address}/balance`)) as { confirmed: number; unconfirmed: number };
    },
  };
}
