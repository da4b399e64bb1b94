import { checkFee, type FeeRefusal } from '../../domain/devchain/fee';
import { firstBadSpend, type SpendRefusal } from '../../domain/devchain/outpoints';
import { err, ok, type Result } from '../../domain/shared/result';
import type { DevchainLedger } from '../../ports/devchainLedger.port';
import type { DevchainTransactions, MalformedTransaction, ParsedTransaction, ScriptFailure } from '../../ports/devchainTransactions.port';
import type { ChainState, KeptTransaction } from './chainState';

/** Why the devchain refused a transaction; `txid` names the one refused (an ancestor, in a BEEF). */
export type AcceptRefusal =
  | MalformedTransaction
  | (SpendRefusal & { readonly txid: string })
  | (FeeRefusal & { readonly txid: string })
  | (ScriptFailure & { readonly code: 'script-failed'; readonly txid: string });

/** What the devchain needs to accept transactions. */
export interface AcceptContext {
  readonly state: ChainState;
  readonly engine: DevchainTransactions;
  readonly ledger: DevchainLedger;
  readonly satsPerKilobyte: number;
}

/** The checks of one transaction against the chain as it is: its spends, its fee, then its scripts (the costly part). */
function refusalOf(context: AcceptContext, transaction: ParsedTransaction): AcceptRefusal | { readonly fee: number } {
  const { state, engine, satsPerKilobyte } = context;
  const { txid } = transaction;
  const spend = firstBadSpend(transaction.inputs, state.outputOf);
  if (spend !== null) return { ...spend, txid };
  const spent = transaction.inputs.map((input) => state.outputOf(`${input.txid}:${input.vout}`)!);
  const paidIn = spent.reduce((sum, output) => sum + output.satoshis, 0);
  const paidOut = transaction.outputs.reduce((sum, output) => sum + output.satoshis, 0);
  const fee = checkFee(paidIn, paidOut, transaction.size, satsPerKilobyte);
  if (!('fee' in fee)) return { ...fee, txid };
  const failure = engine.checkScripts(transaction, spent);
  return failure === null ? fee : { code: 'script-failed', txid, ...failure };
}

/**
 * Accepts `transactions` (one, or a BEEF's ancestors then its subject) into the mempool, all or none: each input
 * spends a known unspent output, the fee meets the rate, every script passes. An ancestor the chain already holds is
 * skipped; the subject is always checked, so sending a held transaction again is refused as spending spent outputs.
 * Kept on disk before it answers; when that fails nothing stays in memory either.
 */
export async function acceptTransactions(context: AcceptContext, transactions: readonly ParsedTransaction[]): Promise<Result<KeptTransaction, AcceptRefusal>> {
  const { state, ledger } = context;
  const added: KeptTransaction[] = [];
  const undo = () => added.reverse().forEach((kept) => state.remove(kept.txid));
  for (const [index, transaction] of transactions.entries()) {
    const subject = index === transactions.length - 1;
    if (!subject && state.transactions.has(transaction.txid)) continue;
    const checked = refusalOf(context, transaction);
    if (!('fee' in checked)) {
      undo();
      return err(checked);
    }
    added.push(state.add(transaction, checked.fee));
  }
  try {
    await ledger.addTransactions(added.map(({ txid, hex }) => ({ txid, hex })));
  } catch (error) {
    undo();
    throw error;
  }
  return ok(added[added.length - 1]!);
}
