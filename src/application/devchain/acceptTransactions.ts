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
 * Admits `transactions` (one, or a BEEF's ancestors then its subject) into the mempool in memory, all or none: each
 * input spends a known unspent output, the fee meets the rate, every script passes. An ancestor the chain already
 * holds is skipped; the subject is always checked, so sending a held transaction again is refused as spending spent
 * outputs. Returns what it added (the subject last); the caller keeps them on disk or takes them back.
 */
export function admitTransactions(context: AcceptContext, transactions: readonly ParsedTransaction[]): Result<readonly KeptTransaction[], AcceptRefusal> {
  const { state } = context;
  const added: KeptTransaction[] = [];
  for (const [index, transaction] of transactions.entries()) {
    const subject = index === transactions.length - 1;
    if (!subject && state.transactions.has(transaction.txid)) continue;
    const checked = refusalOf(context, transaction);
    if (!('fee' in checked)) {
      takeBack(context.state, added);
      return err(checked);
    }
    added.push(state.add(transaction, checked.fee));
  }
  return ok(added);
}

/** Takes back transactions added last, newest first (their outputs unspent). */
export function takeBack(state: ChainState, added: readonly KeptTransaction[]): void {
  for (let index = added.length - 1; index >= 0; index -= 1) state.remove(added[index]!.txid);
}

/**
 * Accepts one transaction (or a BEEF's chain) as `admitTransactions` rules, kept on disk before it answers; when
 * that fails nothing stays in memory either.
 */
export async function acceptTransactions(context: AcceptContext, transactions: readonly ParsedTransaction[]): Promise<Result<KeptTransaction, AcceptRefusal>> {
  const admitted = admitTransactions(context, transactions);
  if (!admitted.ok) return admitted;
  try {
    await context.ledger.addTransactions(admitted.value.map(({ txid, hex }) => ({ txid, hex })));
  } catch (error) {
    takeBack(context.state, admitted.value);
    throw error;
  }
  return ok(admitted.value[admitted.value.length - 1]!);
}
