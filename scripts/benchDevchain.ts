/**
 * `npm run bench:devchain`: the local chain (issue 37). Prints numbers; asserts nothing. Run it alone on a quiet
 * machine, loopback only, on an in-memory PGlite (the ledger's writes included):
 * - P2PKH transactions accepted a second, every script checked by the SDK's interpreter (goal ≥ 1,000/s), sent
 *   concurrently as the HTTP route would (the chain serializes them);
 * - mining a block of 10,000 transactions with a BUMP for every one (goal ≤ 1 s);
 * - `GET /api/devchain/woc/address/{address}/unspent` with 100,000 outputs in the chain (1,000 addresses holding 100
 *   each; one address is read) at 50 connections (goal p99 < 20 ms).
 * `BENCH_P2PKH` (1,000), `BENCH_BLOCK` (10,000), `BENCH_OUTPUTS` (100,000), `BENCH_SECONDS` (10) shrink it for a smoke run;
 * `BENCH_ONLY` (`accept,mine,unspent`) runs some of the three.
 */
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { LockingScript, P2PKH, PrivateKey, Transaction, UnlockingScript, Utils } from '@bsv/sdk';
import { bsvDevchainTransactions } from '../src/adapters/devchain/bsvDevchainTransactions.adapter';
import { SqlDevchainLedger } from '../src/adapters/devchain/sqlDevchainLedger';
import { openDatabase } from '../src/adapters/database/openDatabase';
import { devchainRoutes } from '../src/adapters/server/devchain.routes';
import { Devchain } from '../src/application/devchain/devchain';
import { loadInWorker } from './bench/httpLoad';

const P2PKH_COUNT = Number(process.env.BENCH_P2PKH ?? 1_000);
const BLOCK_COUNT = Number(process.env.BENCH_BLOCK ?? 10_000);
const OUTPUT_COUNT = Number(process.env.BENCH_OUTPUTS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const ADDRESSES = 1_000;
/** `OP_TRUE`: an output anyone spends with an empty unlocking script (cheap to build in bulk; still run by `Spend`). */
const ANYONE = LockingScript.fromHex('51');

const connection = await openDatabase({ kind: 'memory' });
const chain = new Devchain(bsvDevchainTransactions, new SqlDevchainLedger(connection.db), { satsPerKilobyte: 0 }, Date.now);
await chain.start();
const key = PrivateKey.fromRandom();

/** A confirmed output of `satoshis` for `key`, from the faucet. */
async function funded(satoshis: number): Promise<Transaction> {
  const receipt = await chain.fund(key.toAddress(), satoshis);
  if (!receipt.ok) throw new Error(JSON.stringify(receipt.error));
  return Transaction.fromHex(receipt.value.hex);
}

/** One transaction spending `source`'s output 0 (the key's) into `outputs`. */
async function fanOut(source: Transaction, outputs: { lockingScript: LockingScript; satoshis: number }[]): Promise<Transaction> {
  const tx = new Transaction();
  tx.addInput({ sourceTransaction: source, sourceOutputIndex: 0, unlockingScriptTemplate: new P2PKH().unlock(key) });
  for (const output of outputs) tx.addOutput(output);
  await tx.sign();
  const accepted = await chain.accept(tx.toHex());
  if (!accepted.ok) throw new Error(JSON.stringify(accepted.error));
  return tx;
}

async function acceptRate(): Promise<void> {
  const source = await fanOut(await funded(P2PKH_COUNT * 1_000), Array.from({ length: P2PKH_COUNT }, () => ({ lockingScript: new P2PKH().lock(key.toAddress()), satoshis: 1_000 })));
  const payee = new P2PKH().lock(PrivateKey.fromRandom().toAddress());
  const payments = await Promise.all(
    Array.from({ length: P2PKH_COUNT }, async (_, vout) => {
      const tx = new Transaction();
      tx.addInput({ sourceTransaction: source, sourceOutputIndex: vout, unlockingScriptTemplate: new P2PKH().unlock(key) });
      tx.addOutput({ lockingScript: payee, satoshis: 900 });
      await tx.sign();
      return tx.toHex();
    }),
  );
  const started = performance.now();
  const answers = await Promise.all(payments.map((hex) => chain.accept(hex)));
  const seconds = (performance.now() - started) / 1000;
  const refused = answers.filter((answer) => !answer.ok).length;
  console.log(`accept: ${P2PKH_COUNT} P2PKH transactions in ${seconds.toFixed(2)} s = ${Math.round(P2PKH_COUNT / seconds)}/s, every script checked (${refused} refused; goal ≥ 1,000/s)`);
  await chain.mine(1);
}

async function mineBlock(): Promise<void> {
  const source = await fanOut(await funded(BLOCK_COUNT), Array.from({ length: BLOCK_COUNT }, () => ({ lockingScript: ANYONE, satoshis: 1 })));
  await chain.mine(1);
  for (let vout = 0; vout < BLOCK_COUNT; vout += 1) {
    const tx = new Transaction();
    tx.addInput({ sourceTXID: source.id('hex'), sourceOutputIndex: vout, unlockingScript: new UnlockingScript([]) });
    tx.addOutput({ lockingScript: ANYONE, satoshis: 1 });
    const accepted = await chain.accept(tx.toHex());
    if (!accepted.ok) throw new Error(JSON.stringify(accepted.error));
  }
  const started = performance.now();
  const mined = await chain.mine(1);
  const ms = performance.now() - started;
  const block = mined.ok ? mined.value[0]! : null;
  console.log(`mine: a block of ${block?.txids.length ?? 0} transactions (coinbase included) with every BUMP in ${ms.toFixed(0)} ms (goal ≤ 1,000 ms)`);
}

async function unspentReads(): Promise<void> {
  const owners = Array.from({ length: ADDRESSES }, () => randomBytes(20));
  const perTransaction = 10_000;
  for (let made = 0; made < OUTPUT_COUNT; made += perTransaction) {
    const count = Math.min(perTransaction, OUTPUT_COUNT - made);
    const outputs = Array.from({ length: count }, (_, index) => ({ lockingScript: new P2PKH().lock([...owners[(made + index) % ADDRESSES]!]), satoshis: 1 }));
    await fanOut(await funded(count), outputs);
  }
  await chain.mine(1);
  const address = Utils.toBase58Check([...owners[0]!], [0]);
  const app = new Hono().route('/api/devchain', devchainRoutes({ chain: async () => chain, now: Date.now, satsPerKilobyte: 0 }));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/api/devchain/woc/address/${address}/unspent`;
  const result = await loadInWorker({ url, connections: 50, durationMs: DURATION_S * 1000, headers: {} });
  console.log(
    `unspent: ${OUTPUT_COUNT} outputs in the chain, ${OUTPUT_COUNT / ADDRESSES} for the address read; 50 connections, ${DURATION_S} s: ` +
      `${Math.round(result.requests / result.seconds)} req/s, p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms (goal p99 < 20 ms), statuses ${JSON.stringify(result.statuses)}`,
  );
  server.close();
}

const parts = new Set((process.env.BENCH_ONLY ?? 'accept,mine,unspent').split(','));
if (parts.has('accept')) await acceptRate();
if (parts.has('mine')) await mineBlock();
if (parts.has('unspent')) await unspentReads();
await connection.close();
