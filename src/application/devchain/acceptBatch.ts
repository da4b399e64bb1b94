import { err, ok, type Result } from '../../domain/shared/result';
import type { ParsedTransaction } from '../../ports/devchainTransactions.port';
import { admitTransactions, takeBack, type AcceptContext, type AcceptRefusal } from './acceptTransactions';
import type { KeptTransaction } from './chainState';

/** One broadcast waiting in a batch: the transactions parsed from it (or why they could not be), and its answer. */
export interface BatchedAccept {
  readonly parsed: Result<readonly ParsedTransaction[], AcceptRefusal>;
  readonly answer: (result: Result<KeptTransaction, AcceptRefusal>) => void;
  readonly fail: (error: unknown) => void;
}

/**
 * Accepts a batch of broadcasts that arrived together (group commit): each is checked in order against the chain as
 * the ones before it left it, exactly as if sent one by one, then all the accepted are kept on disk in one write
 * before any is answered. When that write fails, every one of them is taken back from memory and each caller gets
 * the error; the refused are answered their refusal either way.
 */
export async function acceptBatch(context: AcceptContext, batch: readonly BatchedAccept[]): Promise<void> {
  const results: Result<KeptTransaction, AcceptRefusal>[] = [];
  const added: KeptTransaction[] = [];
  for (const { parsed } of batch) {
    const admitted = parsed.ok ? admitTransactions(context, parsed.value) : parsed;
    if (!admitted.ok) {
      results.push(err(admitted.error));
      continue;
    }
    added.push(...admitted.value);
    results.push(ok(admitted.value[admitted.value.length - 1]!));
  }
  try {
    await context.ledger.addTransactions(added.map(({ txid, hex }) => ({ txid, hex })));
  } catch (error) {
    takeBack(context.state, added);
    batch.forEach((entry, index) => (results[index]!.ok ? entry.fail(error) : entry.answer(results[index]!)));
    return;
  }
  batch.forEach((entry, index) => entry.answer(results[index]!));
}
