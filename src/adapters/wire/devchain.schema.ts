import * as v from 'valibot';

/** A whole number of satoshis, heights, positions. */
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const hex64 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));

/** `POST /api/devchain/v1/tx` (ARC's body): a transaction as raw hex, Extended Format (BRC-30) or BEEF (BRC-62/95). */
export const DevchainTxRequest = v.object({ rawTx: v.pipe(v.string(), v.minLength(2), v.description('Raw, EF or BEEF hex.')) });

/** ARC's answer to a transaction taken or looked up: `txStatus` `SEEN_ON_NETWORK` (in the mempool) or `MINED`. */
export const DevchainTxAnswer = v.object({
  txid: hex64,
  txStatus: v.picklist(['SEEN_ON_NETWORK', 'MINED']),
  status: v.literal(200),
  title: v.literal('OK'),
  blockHash: v.string(),
  blockHeight: count,
  merklePath: v.string(),
  extraInfo: v.string(),
  timestamp: v.string(),
});

/** `POST /api/devchain/faucet`: the address to fund (P2PKH, mainnet or testnet) and how much (100,000 when absent). */
export const DevchainFaucetRequest = v.object({
  address: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  satoshis: v.optional(v.pipe(v.number(), v.integer())),
});

/** The faucet's payment: its transaction (hex), and output `vout` paying the address. */
export const DevchainFaucetAnswer = v.object({ txid: hex64, vout: count, satoshis: count, rawTx: v.string() });

/** `POST /api/devchain/mine`: how many blocks (1 when absent, at most 100). */
export const DevchainMineRequest = v.object({ blocks: v.optional(v.pipe(v.number(), v.integer())) });

/** A block header as WhatsOnChain writes it. */
export const DevchainHeader = v.object({
  hash: hex64,
  height: count,
  version: count,
  merkleroot: hex64,
  time: count,
  nonce: count,
  bits: v.string(),
  previousblockhash: v.string(),
  confirmations: count,
  num_tx: count,
  header: v.string(),
});

/** The blocks mined by one request, oldest first. */
export const DevchainMineAnswer = v.object({ blocks: v.array(DevchainHeader) });

/** WhatsOnChain's chain info, with the devchain's own facts (`proofOfWork: 'skipped'`). */
export const DevchainChainInfo = v.object({
  chain: v.literal('devchain'),
  blocks: count,
  headers: count,
  bestblockhash: hex64,
  mempool: count,
  proofOfWork: v.literal('skipped'),
  feeSatsPerKb: count,
});

/** WhatsOnChain's list of recent headers, newest first. */
export const DevchainHeaders = v.array(DevchainHeader);

/** WhatsOnChain's unspent outputs of an address (`height` 0: in the mempool). */
export const DevchainUnspent = v.array(v.object({ height: count, tx_pos: count, tx_hash: hex64, value: count }));

/** WhatsOnChain's balance of an address. */
export const DevchainBalance = v.object({ confirmed: count, unconfirmed: count });

/** A mined transaction's merkle proof: its BUMP (BRC-74) hex, the block's height, hash and root. */
export const DevchainProof = v.object({ txid: hex64, blockHeight: count, blockHash: hex64, merkleRoot: hex64, merklePath: v.string() });

/** The Chain panel's view: the tip, the mempool (newest last) and the recent blocks (newest first). */
export const DevchainSummary = v.object({
  tip: DevchainHeader,
  mempoolSize: count,
  mempool: v.array(v.object({ txid: hex64, size: count, fee: count })),
  blocks: v.array(v.object({ hash: hex64, height: count, time: count, txCount: count, txids: v.array(hex64) })),
});

/** `POST /api/devchain/reset`: the new chain's genesis. */
export const DevchainResetAnswer = v.object({ tip: DevchainHeader });

/**
 * `GET /api/devchain/tx/{txid}`: a transaction the devchain holds, for the transaction inspector: its hex, its block
 * (null: in the mempool), and the output each input spends (null for a coinbase's input), so its fee is known.
 */
export const DevchainTransactionView = v.object({
  txid: hex64,
  hex: v.string(),
  blockHeight: v.nullable(count),
  fee: count,
  spentOutputs: v.array(v.nullable(v.object({ satoshis: count, lockingScript: v.string() }))),
});
