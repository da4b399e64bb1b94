import { ARC, MerklePath, P2PKH, PrivateKey, SatoshisPerKilobyte, Transaction, type ChainTracker } from '@bsv/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../src/adapters/database/database';
import { SqlDevchainLedger } from '../../src/adapters/devchain/sqlDevchainLedger';
import { bothDatabases } from '../support/databases';
import { send } from './hubFixture';
import { serverFor } from './serverFixture';

type App = ReturnType<typeof serverFor>;
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, any> });
const alice = PrivateKey.fromRandom();
const bob = PrivateKey.fromRandom();

/** A tracker reading the devchain's WhatsOnChain-shaped header endpoint. */
const trackerOf = (app: App): ChainTracker => ({
  isValidRootForHeight: async (root, height) => {
    const answer = await send(app, 'GET', `/api/devchain/woc/block/${height}/header`);
    return answer.status === 200 && ((await answer.json()) as { merkleroot: string }).merkleroot === root;
  },
  currentHeight: async () => ((await (await send(app, 'GET', '/api/devchain/woc/block/headers')).json()) as { height: number }[])[0]!.height,
});

async function fund(app: App, key: PrivateKey, satoshis = 100_000): Promise<Transaction> {
  const funded = await json(await send(app, 'POST', '/api/devchain/faucet', { body: { address: key.toAddress(), satoshis } }));
  expect(funded.status).toBe(200);
  return Transaction.fromHex(funded.body.rawTx as string);
}

async function pay(funding: Transaction, from: PrivateKey, to: string, satoshis: number, signer = from): Promise<Transaction> {
  const tx = new Transaction();
  tx.addInput({ sourceTransaction: funding, sourceOutputIndex: 0, unlockingScriptTemplate: new P2PKH().unlock(signer) });
  tx.addOutput({ lockingScript: new P2PKH().lock(to), satoshis });
  tx.addOutput({ lockingScript: new P2PKH().lock(from.toAddress()), change: true });
  await tx.fee(new SatoshisPerKilobyte(1));
  await tx.sign();
  return tx;
}

for (const database of bothDatabases()) {
  describe(`the devchain’s endpoints (${database.name})`, () => {
    let connection: DatabaseConnection;
    beforeAll(async () => {
      connection = await database.open();
    }, 120_000);
    afterAll(() => database.close());
    beforeEach(() => new SqlDevchainLedger(connection.db).clear());
    const server = () => serverFor({ WRITE_RATE_LIMIT: '0' }, { devchainLedger: new SqlDevchainLedger(connection.db) });

    it('funds, accepts a payment (ARC’s answer), mines it, proves it, and tx.verify passes with the tracker', async () => {
      const app = server();
      const funding = await fund(app, alice);
      const payment = await pay(funding, alice, bob.toAddress(), 40_000);
      const accepted = await json(await send(app, 'POST', '/api/devchain/v1/tx', { body: { rawTx: payment.toHexEF() } }));
      expect(accepted).toMatchObject({ status: 200, body: { txid: payment.id('hex'), txStatus: 'SEEN_ON_NETWORK', status: 200, title: 'OK' } });
      const mined = await json(await send(app, 'POST', '/api/devchain/mine', { body: { blocks: 1 } }));
      expect(mined.body.blocks.map((block: { height: number; num_tx: number }) => [block.height, block.num_tx])).toEqual([[1, 3]]);
      const proof = await json(await send(app, 'GET', `/api/devchain/woc/tx/${payment.id('hex')}/proof`));
      expect(proof.body).toMatchObject({ blockHeight: 1, blockHash: mined.body.blocks[0].hash, merkleRoot: mined.body.blocks[0].merkleroot });
      payment.merklePath = MerklePath.fromHex(proof.body.merklePath);
      expect(await payment.verify(trackerOf(app))).toBe(true);
      const beef = await (await send(app, 'GET', `/api/devchain/woc/tx/${payment.id('hex')}/beef`)).text();
      expect(await Transaction.fromHexBEEF(beef).verify(trackerOf(app))).toBe(true);
      const unspent = await json(await send(app, 'GET', `/api/devchain/woc/address/${bob.toAddress()}/unspent`));
      expect(unspent.body).toEqual([{ height: 1, tx_pos: 0, tx_hash: payment.id('hex'), value: 40_000 }]);
      expect((await json(await send(app, 'GET', `/api/devchain/woc/address/${bob.toAddress()}/balance`))).body).toEqual({ confirmed: 40_000, unconfirmed: 0 });
      expect((await json(await send(app, 'GET', '/api/devchain/woc/chain/info'))).body).toMatchObject({ chain: 'devchain', blocks: 1, proofOfWork: 'skipped' });
    });

    it('gives the inspector a transaction with the outputs it spends (none known for a coinbase), or 404', async () => {
      const app = server();
      const funding = await fund(app, alice);
      const payment = await pay(funding, alice, bob.toAddress(), 40_000);
      await send(app, 'POST', '/api/devchain/v1/tx', { body: { rawTx: payment.toHex() } });
      const mined = await json(await send(app, 'POST', '/api/devchain/mine', { body: {} }));
      const coinbase = (await json(await send(app, 'GET', '/api/devchain/summary'))).body.blocks[0].txids[0] as string;
      const paid = payment.outputs.reduce((sum, output) => sum + output.satoshis!, 0);
      expect({
        payment: (await json(await send(app, 'GET', `/api/devchain/tx/${payment.id('hex')}`))).body,
        coinbase: (await json(await send(app, 'GET', `/api/devchain/tx/${coinbase}`))).body.spentOutputs,
        unknown: (await json(await send(app, 'GET', `/api/devchain/tx/${'ab'.repeat(32)}`))).body.code,
      }).toEqual({
        payment: {
          txid: payment.id('hex'),
          hex: payment.toHex(),
          blockHeight: mined.body.blocks[0].height,
          fee: 100_000 - paid,
          spentOutputs: [{ satoshis: 100_000, lockingScript: new P2PKH().lock(alice.toAddress()).toHex() }],
        },
        coinbase: [null],
        unknown: 'transaction-not-found',
      });
    });

    it('fails tx.verify for a transaction that is not in the block its proof names', async () => {
      const app = server();
      const payment = await pay(await fund(app, alice), alice, bob.toAddress(), 1000);
      await send(app, 'POST', '/api/devchain/v1/tx', { body: { rawTx: payment.toHex() } });
      const other = await pay(await fund(app, bob), bob, alice.toAddress(), 1000);
      await send(app, 'POST', '/api/devchain/mine', { body: {} });
      const proof = await json(await send(app, 'GET', `/api/devchain/woc/tx/${payment.id('hex')}/proof`));
      other.merklePath = MerklePath.fromHex(proof.body.merklePath);
      await expect(other.verify(trackerOf(app))).rejects.toThrow();
    });

    it('refuses a double spend (409, the competing transaction), a wrong signature (input and opcode) and bad bytes', async () => {
      const app = server();
      const funding = await fund(app, alice);
      const first = await pay(funding, alice, bob.toAddress(), 40_000);
      expect((await send(app, 'POST', '/api/devchain/v1/tx', { body: { rawTx: first.toHex() } })).status).toBe(200);
      await send(app, 'POST', '/api/devchain/mine', { body: {} });
      const again = await json(await send(app, 'POST', '/api/devchain/v1/tx', { body: { rawTx: first.toHex() } }));
      expect(again).toMatchObject({ status: 409, body: { code: 'outpoint-spent', txStatus: 'DOUBLE_SPEND_ATTEMPTED', input: 0, spentBy: first.id('hex'), competingTxs: [first.id('hex')] } });
      const rival = await pay(funding, alice, alice.toAddress(), 30_000);
      const refused = await json(await send(app, 'POST', '/api/devchain/v1/tx', { body: { rawTx: rival.toHex() } }));
      expect(refused.body).toMatchObject({ code: 'outpoint-spent', txid: rival.id('hex'), outpoint: { txid: funding.id('hex'), vout: 0 } });
      const forged = await pay(await fund(app, alice), alice, bob.toAddress(), 1000, bob);
      const wrong = await json(await send(app, 'POST', '/api/devchain/v1/tx', { body: { rawTx: forged.toHex() } }));
      expect(wrong).toMatchObject({ status: 422, body: { code: 'script-failed', input: 0, opcode: 'OP_EQUALVERIFY', part: 'locking' } });
      expect(wrong.body.detail).toContain('Input 0 fails its script at OP_EQUALVERIFY');
      const junk = await json(await send(app, 'POST', '/api/devchain/v1/tx', { body: { rawTx: 'zz' } }));
      expect(junk).toMatchObject({ status: 400, body: { code: 'transaction-malformed' } });
    });

    it('answers the SDK’s ARC broadcaster, which reads the double spend as a failure with its reason', async () => {
      const app = server();
      const arc = new ARC('http://localhost/api/devchain', {
        httpClient: {
          request: async (url: string, options: { method?: string; data?: unknown }) => {
            const answer = await send(app, options.method ?? 'GET', new URL(url).pathname, { body: options.data });
            return { ok: answer.ok, status: answer.status, statusText: answer.statusText, data: await answer.json() } as never;
          },
        },
      });
      const payment = await pay(await fund(app, alice), alice, bob.toAddress(), 500);
      expect(await payment.broadcast(arc)).toMatchObject({ status: 'success', txid: payment.id('hex') });
      expect(await payment.broadcast(arc)).toMatchObject({ status: 'error', code: '409', description: expect.stringContaining('Double spend') });
    });

    it('survives a restart (a new server on the same database), and a reset clears it', async () => {
      const first = server();
      const payment = await pay(await fund(first, alice), alice, bob.toAddress(), 2000);
      await send(first, 'POST', '/api/devchain/v1/tx', { body: { rawTx: payment.toHex() } });
      await send(first, 'POST', '/api/devchain/mine', { body: { blocks: 2 } });
      const before = await json(await send(first, 'GET', '/api/devchain/summary'));
      const restarted = server();
      expect(await json(await send(restarted, 'GET', '/api/devchain/summary'))).toEqual(before);
      expect((await send(restarted, 'GET', `/api/devchain/woc/tx/${payment.id('hex')}/hex`)).status).toBe(200);
      const reset = await json(await send(restarted, 'POST', '/api/devchain/reset'));
      expect(reset.body.tip.height).toBe(0);
      expect((await send(server(), 'GET', `/api/devchain/woc/tx/${payment.id('hex')}/hex`)).status).toBe(404);
    });

    it('refuses a faucet request for a bad address or amount, and a mine count out of range', async () => {
      const app = server();
      expect((await json(await send(app, 'POST', '/api/devchain/faucet', { body: { address: 'nope' } }))).body.code).toBe('address-invalid');
      expect((await json(await send(app, 'POST', '/api/devchain/faucet', { body: { address: alice.toAddress(), satoshis: 10_000_001 } }))).body.code).toBe('amount-invalid');
      expect((await json(await send(app, 'POST', '/api/devchain/mine', { body: { blocks: 101 } }))).body.code).toBe('count-invalid');
    });
  });
}

describe('the devchain when off', () => {
  it('is not served in live mode unless DEVCHAIN=on', async () => {
    const live = serverFor({ GITHUB_REPO: 'o/r' });
    expect((await send(live, 'GET', '/api/devchain/summary')).status).toBe(404);
  });
});
