import { useState, type FormEvent } from 'react';
import type { Debugging } from '../../../../../application/transactions/transactionInspectorState';
import type { DecodedInput, SpentOutput } from '../../../../../domain/bsv/decodedTransaction';
import { ScriptTraceView } from './ScriptTraceView';
import { ScriptBlock } from './ScriptBlock';
import {
  DEBUG_LABEL,
  DEBUGGING_TEXT,
  INPUT_TITLE,
  SPENDS_LABEL,
  SPENT_OUTPUT_CAPTION,
  SPENT_OUTPUT_ERROR_MESSAGES,
  SPENT_SATOSHIS_LABEL,
  SPENT_SCRIPT_LABEL,
  SPENT_SCRIPT_PLACEHOLDER,
  UNLOCKING_LABEL,
} from './transactions.texts';

interface InputCardProps {
  readonly index: number;
  readonly input: DecodedInput;
  readonly spentOutput: SpentOutput | undefined;
  readonly debugging: Debugging;
  readonly onDebug: (index: number, satoshis: string, lockingScript: string) => void;
}

/** One input: what it spends and its unlocking script; the output it spends, entered, and its Debug steps. */
export function InputCard({ index, input, spentOutput, debugging, onDebug }: InputCardProps) {
  const [satoshis, setSatoshis] = useState(spentOutput === undefined ? '' : String(spentOutput.satoshis));
  const [lockingScript, setLockingScript] = useState(spentOutput?.lockingScript ?? '');
  const mine = debugging.kind === 'traced' ? debugging.trace.inputIndex === index : debugging.kind !== 'idle' && debugging.inputIndex === index;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDebug(index, satoshis, lockingScript);
  };
  return (
    <li className="tx-card">
      <h4 className="tx-card-title">{INPUT_TITLE(index)}</h4>
      <p className="tx-field">
        <span className="tx-field-label">{SPENDS_LABEL}</span>
        <code className="tx-wrap">{`${input.sourceTxid}:${input.sourceOutputIndex}`}</code>
      </p>
      <ScriptBlock label={UNLOCKING_LABEL} asm={input.unlockingScript.asm} />
      <form className="tx-debug-form" onSubmit={submit}>
        <span className="tx-field-label">{SPENT_OUTPUT_CAPTION}</span>
        <input
          className="tx-input"
          inputMode="numeric"
          aria-label={SPENT_SATOSHIS_LABEL(index)}
          placeholder="10000"
          value={satoshis}
          onChange={(event) => setSatoshis(event.target.value)}
        />
        <textarea
          className="tx-input"
          aria-label={SPENT_SCRIPT_LABEL(index)}
          placeholder={SPENT_SCRIPT_PLACEHOLDER}
          spellCheck={false}
          rows={2}
          value={lockingScript}
          onChange={(event) => setLockingScript(event.target.value)}
        />
        <button type="submit" className="tx-button tx-button-primary">
          {DEBUG_LABEL(index)}
        </button>
      </form>
      {mine && debugging.kind === 'running' ? <p className="tx-note">{DEBUGGING_TEXT}</p> : null}
      {mine && debugging.kind === 'refused' ? (
        <p className="tx-error" role="alert">
          {SPENT_OUTPUT_ERROR_MESSAGES(debugging.error)}
        </p>
      ) : null}
      {mine && debugging.kind === 'traced' ? <ScriptTraceView trace={debugging.trace} /> : null}
    </li>
  );
}
