import type { DecodedTransaction, SpentOutput } from '../domain/bsv/decodedTransaction';
import type { ScriptTrace } from '../domain/bsv/scriptTrace';
import type { Result } from '../domain/shared/result';
import { token, type Token } from './token';

/** Why the inspector could not decode or debug; `detail` is the library's own words, for the curious. */
export type InspectionError =
  /** The bytes are hex but no transaction (cut short, bytes left over, a count beyond the data). */
  | { readonly code: 'undecodable'; readonly detail: string }
  /** The spent output's locking script is neither script hex nor assembly the interpreter reads. */
  | { readonly code: 'locking-script-invalid'; readonly detail: string }
  /** The transaction has no input at that index. */
  | { readonly code: 'no-such-input' };

/** A signed sample spend to try the inspector with: a transaction and the output its first input spends. */
export interface SampleSpend {
  readonly transactionHex: string;
  readonly spentOutput: SpentOutput;
}

/**
 * Decodes raw Bitcoin SV transactions and runs one input's scripts against the output it spends. The adapter's code
 * (the SDK) loads on the first call, never with the editor.
 */
export interface TransactionInspector {
  /**
   * Decodes `hex` (checked by `parseTransactionHex` first), plain or in the extended format (BRC-30): the txid,
   * inputs, outputs and scripts, and the outputs the inputs spend when the hex carries them; or `undecodable`.
   */
  decode(hex: string): Promise<Result<DecodedTransaction, InspectionError>>;
  /**
   * Runs input `inputIndex` of `hex`: its unlocking script, then `spentOutput`'s locking script, one opcode at a
   * time, keeping the stack after each, and the verdict (the failing opcode and why, or the failed final check).
   * Fails with `undecodable`, `no-such-input` or `locking-script-invalid`; a script that fails is a trace, not a failure.
   */
  debug(hex: string, inputIndex: number, spentOutput: SpentOutput): Promise<Result<ScriptTrace, InspectionError>>;
  /** A sample spend whose scripts succeed. */
  sample(): Promise<SampleSpend>;
}

export const TransactionInspector: Token<TransactionInspector> = token<TransactionInspector>('TransactionInspector');
