import { Hono } from 'hono';
import { problem } from './apiAnswers';
import { headerAnswer, unspentBody } from './devchainAnswers';
import type { DevchainRouteContext } from './devchainRouteContext';

/** How many headers `GET /block/headers` lists, as WhatsOnChain. */
const HEADERS_LISTED = 10;

/**
 * The devchain's reads in WhatsOnChain's shapes, under `/api/devchain/woc`: a tool pointed at
 * `<server>/api/devchain/woc` in place of `https://api.whatsonchain.com/v1/bsv/test` reads the devchain. Answers come
 * from memory (the chain's image of its database), so an address with 100,000 outputs is one map read.
 */
export function devchainReadRoutes({ chain, satsPerKilobyte }: DevchainRouteContext): Hono {
  const routes = new Hono();
  routes.get('/chain/info', async (c) => {
    const tip = (await chain()).reads.summary();
    return c.json({
      chain: 'devchain',
      blocks: tip.tip!.height,
      headers: tip.tip!.height,
      bestblockhash: tip.tip!.hash,
      mempool: tip.mempoolSize,
      proofOfWork: 'skipped',
      feeSatsPerKb: satsPerKilobyte,
    });
  });
  routes.get('/block/headers', async (c) => {
    const { reads } = await chain();
    const tip = reads.tip()!.height;
    const heights = Array.from({ length: Math.min(HEADERS_LISTED, tip + 1) }, (_, index) => tip - index);
    return c.json(heights.map((height) => headerAnswer(reads.block(String(height))!, tip)));
  });
  routes.get('/block/:id/header', async (c) => {
    const { reads } = await chain();
    const block = reads.block(c.req.param('id'));
    return block === null ? problem(c, 404, 'block-not-found') : c.json(headerAnswer(block, reads.tip()!.height));
  });
  routes.get('/tx/:txid/hex', async (c) => {
    const kept = (await chain()).reads.transaction(c.req.param('txid'));
    return kept === null ? problem(c, 404, 'transaction-not-found') : c.text(kept.hex);
  });
  routes.get('/tx/:txid/proof', async (c) => {
    const { reads } = await chain();
    const kept = reads.transaction(c.req.param('txid'));
    if (kept === null) return problem(c, 404, 'transaction-not-found');
    if (kept.blockHeight === null) return problem(c, 404, 'transaction-not-mined');
    const block = reads.block(String(kept.blockHeight))!;
    return c.json({ txid: kept.txid, blockHeight: block.height, blockHash: block.hash, merkleRoot: block.merkleRoot, merklePath: kept.merklePath });
  });
  routes.get('/tx/:txid/beef', async (c) => {
    const beef = (await chain()).beef(c.req.param('txid'));
    return beef === null ? problem(c, 404, 'transaction-not-found') : c.text(beef);
  });
  routes.get('/address/:address/unspent', async (c) => {
    const devchain = await chain();
    const owner = devchain.ownerOf(c.req.param('address'));
    if (owner === null) return problem(c, 400, 'address-invalid', { field: 'address' });
    return c.body(unspentBody(devchain.reads.unspent(owner)), 200, { 'content-type': 'application/json' });
  });
  routes.get('/address/:address/balance', async (c) => {
    const devchain = await chain();
    const owner = devchain.ownerOf(c.req.param('address'));
    return owner === null ? problem(c, 400, 'address-invalid', { field: 'address' }) : c.json(devchain.reads.balance(owner));
  });
  return routes;
}
