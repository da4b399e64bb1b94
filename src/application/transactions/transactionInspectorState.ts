import type { DecodedTransaction, SpentOutput } from '../../domain/bsv/decodedTransaction';
import type { FeeFigure } from '../../domain/bsv/feeRate';
import type { ScriptTrace } from '../../domain/bsv/scriptTrace';
import type { SpentOutputError } from '../../domain/bsv/spentOutput';
import type { TransactionHexError } from '../../domain/bsv/transactionHex';
import type { InspectionError } from '../../ports/transactionInspector.port';

/** What the inspector shows of the last hex it was given. */
export type Inspection =
  | { readonly kind: 'empty' }
  | { readonly kind: 'decoding' }
  | { readonly kind: 'refused'; readonly error: TransactionHexError | InspectionError }
  | { readonly kind: 'decoded'; readonly hex: string; readonly transaction: DecodedTransaction; readonly fee: FeeFigure };

/** The debugger of one input: idle, running its scripts, refused (a bad spent output), or its trace. */
export type Debugging =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly inputIndex: number }
  | { readonly kind: 'refused'; readonly inputIndex: number; readonly error: SpentOutputError | InspectionError }
  | { readonly kind: 'traced'; readonly trace: ScriptTrace };

export interface TransactionInspectorState {
  readonly inspection: Inspection;
  /** The outputs the inputs spend, by input index, as entered or given with the sample. */
  readonly spentOutputs: Readonly<Record<number, SpentOutput>>;
  readonly debugging: Debugging;
}

export const INITIAL_TRANSACTION_INSPECTOR_STATE: TransactionInspectorState = {
  inspection: { kind: 'empty' },
  spentOutputs: {},
  debugging: { kind: 'idle' },
};
