import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { FAUCET_DEFAULT_SATOSHIS } from '../../domain/devchain/devchainLimits';
import { DevchainFaucetRequest, DevchainMineRequest, DevchainTxRequest } from '../wire/devchain.schema';
import { problem } from './apiAnswers';
import { arcAnswer, headerAnswer, refusalAnswer } from './devchainAnswers';
import { devchainReadRoutes } from './devchainReads.routes';
import { NOT_JSON, readJsonBody } from './jsonBody';
import type { DevchainRouteContext } from './devchainRouteContext';

/** Where the devchain answers. */
export const DEVCHAIN_PATH = '/api/devchain';


/** A body parsed by `schema`, or the field at fault (`not-json` when it is not JSON at all). */
async function bodyOf<T>(c: Context, schema: v.GenericSchema<unknown, T>): Promise<{ ok: true; value: T } | { ok: false; field: string | null }> {
  const body = await readJsonBody(c);
  if (body === NOT_JSON) return { ok: false, field: null };
  const parsed = v.safeParse(schema, body);
  return parsed.success ? { ok: true, value: parsed.output } : { ok: false, field: String(parsed.issues[0].path?.[0]?.key ?? '') };
}

const refusedBody = (c: Context, field: string | null) => (field === null ? problem(c, 400, 'not-json') : problem(c, 400, 'invalid-field', { field }));

/**
 * The local BSV chain (issue 37) under `/api/devchain`: ARC's `POST /v1/tx` and `GET /v1/tx/{txid}`, the faucet,
 * mining, a reset, the Chain panel's summary and transactions (with the outputs they spend), and WhatsOnChain-shaped
 * reads under `/woc` (`devchainReads.routes.ts`).
 * Refusals are problem details with ARC's `txid`, `txStatus` and `detail` beside the `code`.
 */
export function devchainRoutes(context: DevchainRouteContext): Hono {
  const { chain, now } = context;
  const routes = new Hono();
  routes.use('*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });
  routes.post('/v1/tx', async (c) => {
    const body = await bodyOf(c, DevchainTxRequest);
    if (!body.ok) return refusedBody(c, body.field);
    const devchain = await chain();
    const accepted = await devchain.accept(body.value.rawTx);
    if (accepted.ok) return c.json(arcAnswer(devchain, accepted.value, now()));
    const [status, extras] = refusalAnswer(accepted.error);
    return problem(c, status, accepted.error.code, extras);
  });
  routes.get('/v1/tx/:txid', async (c) => {
    const devchain = await chain();
    const kept = devchain.reads.transaction(c.req.param('txid'));
    return kept === null ? problem(c, 404, 'transaction-not-found') : c.json(arcAnswer(devchain, kept, now()));
  });
  routes.post('/faucet', async (c) => {
    const body = await bodyOf(c, DevchainFaucetRequest);
    if (!body.ok) return refusedBody(c, body.field);
    const funded = await (await chain()).fund(body.value.address, body.value.satoshis ?? FAUCET_DEFAULT_SATOSHIS);
    if (funded.ok) return c.json({ txid: funded.value.txid, vout: funded.value.vout, satoshis: funded.value.satoshis, rawTx: funded.value.hex });
    const { error } = funded;
    if (error.code === 'address-invalid') return problem(c, 400, error.code, { field: 'address' });
    if (error.code === 'amount-invalid') return problem(c, 400, error.code, { field: 'satoshis' });
    if (error.code === 'faucet-empty') return problem(c, 409, error.code);
    const [status, extras] = refusalAnswer(error);
    return problem(c, status, error.code, extras);
  });
  routes.post('/mine', async (c) => {
    const body = await bodyOf(c, DevchainMineRequest);
    if (!body.ok) return refusedBody(c, body.field);
    const devchain = await chain();
    const mined = await devchain.mine(body.value.blocks ?? 1);
    if (!mined.ok) return problem(c, 400, mined.error.code, { field: 'blocks' });
    const tip = devchain.reads.tip()!.height;
    return c.json({ blocks: mined.value.map((block) => headerAnswer(block, tip)) });
  });
  routes.post('/reset', async (c) => {
    const devchain = await chain();
    await devchain.reset();
    return c.json({ tip: headerAnswer(devchain.reads.tip()!, 0) });
  });
  routes.get('/summary', async (c) => {
    const summary = (await chain()).reads.summary();
    const tip = summary.tip!;
    return c.json({
      tip: headerAnswer(tip, tip.height),
      mempoolSize: summary.mempoolSize,
      mempool: summary.mempool,
      blocks: summary.blocks.map((block) => ({ hash: block.hash, height: block.height, time: block.time, txCount: block.txids.length, txids: block.txids.slice(0, 20) })),
    });
  });
  routes.get('/tx/:txid', async (c) => {
    const { reads } = await chain();
    const kept = reads.transaction(c.req.param('txid'));
    if (kept === null) return problem(c, 404, 'transaction-not-found');
    const spentOutputs = reads.spentOutputs(kept.txid)!.map((output) => (output === null ? null : { satoshis: output.satoshis, lockingScript: output.script }));
    return c.json({ txid: kept.txid, hex: kept.hex, blockHeight: kept.blockHeight, fee: kept.fee, spentOutputs });
  });
  routes.route('/woc', devchainReadRoutes(context));
  return routes;
}
