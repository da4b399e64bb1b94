import type { ScriptTrace } from '../../../../../domain/bsv/scriptTrace';
import { EMPTY_ITEM, EMPTY_STACK, PART_NAMES, STEP_HEADERS, TRACE_HINT, TRACE_TITLE, TRUNCATED_TEXT, VERDICT_TEXT } from './transactions.texts';

/** The stack after each opcode of one input's scripts, then the verdict; a failing opcode is named in it. */
export function ScriptTraceView({ trace }: { readonly trace: ScriptTrace }) {
  const { verdict } = trace;
  return (
    <section className="tx-trace" aria-label={TRACE_TITLE(trace.inputIndex)}>
      <p className="tx-note">{TRACE_HINT}</p>
      <ol className="tx-steps">
        {trace.steps.map((step, index) => (
          <li key={index} className="tx-step">
            <div className="tx-step-head">
              <span className="tx-step-number">{index + 1}</span>
              <span className="tx-step-part">{PART_NAMES[step.part]}</span>
              <code className="tx-step-operation">{step.operation}</code>
            </div>
            <ol className="tx-stack" aria-label={STEP_HEADERS.stack}>
              {step.stack.length === 0 ? <li className="tx-stack-empty">{EMPTY_STACK}</li> : null}
              {step.stack.map((item, depth) => (
                <li key={depth}>
                  <code>{item === '' ? EMPTY_ITEM : item}</code>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
      {trace.truncated ? <p className="tx-note">{TRUNCATED_TEXT}</p> : null}
      <p className={verdict.kind === 'valid' ? 'tx-verdict tx-verdict-valid' : 'tx-verdict tx-verdict-failed'} role="status">
        {VERDICT_TEXT(verdict)}
      </p>
    </section>
  );
}
