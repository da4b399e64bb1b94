import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AcceptRefusal } from '../../application/devchain/acceptTransactions';
import type { KeptTransaction } from '../../application/devchain/chainState';
import type { Devchain } from '../../application/devchain/devchain';
import type { UnspentOutput } from '../../application/devchain/chainReads';
import { DEVCHAIN_BLOCK_VERSION } from '../../domain/devchain/blockHeader';
import type { LedgerBlock } from '../../ports/devchainLedger.port';
import type { ProblemExtras } from './apiAnswers';

/** A block header as WhatsOnChain writes it (`bits` in hex, `confirmations` from the tip). */
export const headerAnswer = (block: LedgerBlock, tipHeight: number) => ({
  hash: block.hash,
  height: block.height,
  version: DEVCHAIN_BLOCK_VERSION,
  merkleroot: block.merkleRoot,
  time: block.time,
  nonce: 0,
  bits: block.header.slice(144, 152).match(/../g)!.reverse().join(''),
  previousblockhash: block.previousHash,
  confirmations: tipHeight - block.height + 1,
  num_tx: block.txids.length,
  header: block.header,
});

/** ARC's answer for a transaction the devchain holds. */
export function arcAnswer(chain: Devchain, kept: KeptTransaction, now: number) {
  const block = kept.blockHeight === null ? null : chain.reads.block(String(kept.blockHeight));
  return {
    txid: kept.txid,
    txStatus: block === null ? ('SEEN_ON_NETWORK' as const) : ('MINED' as const),
    status: 200 as const,
    title: 'OK' as const,
    blockHash: block?.hash ?? '',
    blockHeight: block?.height ?? 0,
    merklePath: kept.merklePath ?? '',
    extraInfo: block === null ? 'in the devchain’s mempool' : '',
    timestamp: new Date(now).toISOString(),
  };
}

/**
 * A refusal's status, its ARC fields (`txid`, `txStatus`, `detail` in words, since ARC's clients show `detail`), and
 * its facts. A double spend is 409 with ARC's `DOUBLE_SPEND_ATTEMPTED` and the competing transaction.
 */
export function refusalAnswer(refusal: AcceptRefusal): [ContentfulStatusCode, ProblemExtras] {
  switch (refusal.code) {
    case 'transaction-malformed':
      return [400, { field: 'rawTx', txStatus: 'MALFORMED', reason: refusal.reason, detail: `Not a transaction: ${refusal.reason}` }];
    case 'outpoint-spent': {
      const { txid, input, outpoint, spentBy } = refusal;
      const detail = `Double spend: input ${input} spends ${outpoint.txid}:${outpoint.vout}, already spent by ${spentBy}${spentBy === txid ? ' (this same transaction)' : ''}.`;
      return [409, { txid, txStatus: 'DOUBLE_SPEND_ATTEMPTED', input, outpoint, spentBy, competingTxs: [spentBy], detail }];
    }
    case 'outpoint-missing':
    case 'outpoint-repeated': {
      const { txid, input, outpoint } = refusal;
      const why = refusal.code === 'outpoint-missing' ? 'no such output on the devchain' : 'named by an earlier input too';
      return [422, { txid, txStatus: 'REJECTED', input, outpoint, detail: `Input ${input} spends ${outpoint.txid}:${outpoint.vout}: ${why}.` }];
    }
    case 'outputs-exceed-inputs':
      return [422, { txid: refusal.txid, txStatus: 'REJECTED', inputs: refusal.inputs, outputs: refusal.outputs, detail: `The outputs (${refusal.outputs} sat) exceed the inputs (${refusal.inputs} sat).` }];
    case 'fee-too-low':
      return [422, { txid: refusal.txid, txStatus: 'REJECTED', paid: refusal.paid, required: refusal.required, detail: `Fee too low: ${refusal.paid} sat paid, ${refusal.required} sat required.` }];
    case 'script-failed': {
      const { txid, input, part, position, opcode, reason } = refusal;
      const detail = `Input ${input} fails its script at ${opcode || 'the end'} (${part} script, opcode ${position}): ${reason}`;
      return [422, { txid, txStatus: 'REJECTED', input, part, position, opcode, reason, detail }];
    }
  }
}

/** Unspent lists already written as JSON text. */
const unspentBodies = new WeakMap<readonly UnspentOutput[], string>();

/** WhatsOnChain's unspent list as JSON text, written once a list (the reads answer the same list until the chain changes). */
export function unspentBody(outputs: readonly UnspentOutput[]): string {
  let body = unspentBodies.get(outputs);
  if (body === undefined) {
    body = JSON.stringify(outputs.map((output) => ({ height: output.blockHeight ?? 0, tx_pos: output.vout, tx_hash: output.txid, value: output.satoshis })));
    unspentBodies.set(outputs, body);
  }
  return body;
}
