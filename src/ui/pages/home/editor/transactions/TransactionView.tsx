import type { Debugging } from '../../../../../application/transactions/transactionInspectorState';
import type { DecodedTransaction, SpentOutput } from '../../../../../domain/bsv/decodedTransaction';
import type { FeeFigure } from '../../../../../domain/bsv/feeRate';
import { InputCard } from './InputCard';
import { ScriptBlock } from './ScriptBlock';
import { BYTES, FEE_TEXT, FORMAT_NAMES, INPUTS_HEADING, LOCKING_LABEL, OUTPUT_TITLE, OUTPUTS_HEADING, SUMMARY_LABELS } from './transactions.texts';

interface TransactionViewProps {
  readonly hex: string;
  readonly transaction: DecodedTransaction;
  readonly fee: FeeFigure;
  readonly spentOutputs: Readonly<Record<number, SpentOutput>>;
  readonly debugging: Debugging;
  readonly onDebug: (index: number, satoshis: string, lockingScript: string) => void;
}

/** A decoded transaction: its txid, size and fee, its inputs (each with its debugger) and its outputs. */
export function TransactionView({ hex, transaction, fee, spentOutputs, debugging, onDebug }: TransactionViewProps) {
  const summary: readonly [string, string][] = [
    [SUMMARY_LABELS.txid, transaction.txid],
    [SUMMARY_LABELS.format, FORMAT_NAMES[transaction.format]],
    [SUMMARY_LABELS.size, BYTES(transaction.sizeBytes)],
    [SUMMARY_LABELS.version, String(transaction.version)],
    [SUMMARY_LABELS.lockTime, String(transaction.lockTime)],
    [SUMMARY_LABELS.fee, FEE_TEXT(fee)],
  ];
  return (
    <div className="tx-view">
      <dl className="tx-summary">
        {summary.map(([label, value]) => (
          <div key={label} className="tx-summary-row">
            <dt>{label}</dt>
            <dd className="tx-wrap">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="tx-heading">{INPUTS_HEADING(transaction.inputs.length)}</h3>
      <ol className="tx-cards">
        {transaction.inputs.map((input, index) => (
          <InputCard
            // A new transaction or a spent output given from elsewhere (the sample) fills the form afresh.
            key={`${hex}:${index}:${spentOutputs[index]?.lockingScript ?? ''}`}
            index={index}
            input={input}
            spentOutput={spentOutputs[index]}
            debugging={debugging}
            onDebug={onDebug}
          />
        ))}
      </ol>
      <h3 className="tx-heading">{OUTPUTS_HEADING(transaction.outputs.length)}</h3>
      <ol className="tx-cards">
        {transaction.outputs.map((output, index) => (
          <li key={index} className="tx-card">
            <h4 className="tx-card-title">{OUTPUT_TITLE(index, output.satoshis)}</h4>
            <ScriptBlock label={LOCKING_LABEL} asm={output.lockingScript.asm} />
          </li>
        ))}
      </ol>
    </div>
  );
}
