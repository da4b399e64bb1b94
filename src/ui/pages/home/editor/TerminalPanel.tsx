import { memo, useEffect, useRef, useState, type FormEvent } from 'react';
import { TerminalStore, type TerminalLine } from '../../../../application/editor/terminalStore';
import { useService } from '../../../app/useService';
import { useObservableValue } from '../../../app/useObservableValue';
import { ERROR_AT_LINE, TERMINAL_NOTICES, TERMINAL_PROMPT_LABEL, TERMINAL_TITLE } from './editor.texts';

function lineText(line: TerminalLine): string {
  switch (line.kind) {
    case 'input':
      return `$ ${line.text}`;
    case 'error':
      return ERROR_AT_LINE(line.message, line.line);
    case 'notice':
      return TERMINAL_NOTICES[line.notice](line.subject);
    default:
      return line.text;
  }
}

const lineClass = (line: TerminalLine): string =>
  line.kind === 'error' || (line.kind === 'output' && line.level === 'error')
    ? 'terminal-line terminal-line-error'
    : line.kind === 'output' && line.level === 'warn'
      ? 'terminal-line terminal-line-warn'
      : 'terminal-line';

/** The terminal: the output of runs and commands as it arrives, and the command prompt. */
export const TerminalPanel = memo(function TerminalPanel() {
  const terminal = useService(TerminalStore);
  const { lines } = useObservableValue(terminal.state$);
  const [draft, setDraft] = useState('');
  const output = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (output.current !== null) output.current.scrollTop = output.current.scrollHeight;
  }, [lines]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    terminal.submit(draft);
    setDraft('');
  };
  return (
    <section id="terminal-panel" className="terminal-panel" aria-labelledby="terminal-title">
      <h2 id="terminal-title" className="terminal-title">
        {TERMINAL_TITLE}
      </h2>
      <div ref={output} className="terminal-output" role="log" aria-label="Terminal output" tabIndex={0}>
        {lines.map((line) => (
          <pre key={line.id} className={lineClass(line)}>
            {lineText(line)}
          </pre>
        ))}
      </div>
      <form className="terminal-prompt" onSubmit={onSubmit}>
        <span aria-hidden="true">$</span>
        <input
          className="terminal-input"
          type="text"
          aria-label={TERMINAL_PROMPT_LABEL}
          autoComplete="off"
          spellCheck={false}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </form>
    </section>
  );
});
