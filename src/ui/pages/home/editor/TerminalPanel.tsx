import { TERMINAL_PROMPT_LABEL, TERMINAL_SAMPLE_OUTPUT, TERMINAL_TITLE } from '../../../../domain/editor/editorConstants';

/** The 300 px terminal: static sample output and a command input that does nothing (spec section 2). */
export function TerminalPanel() {
  return (
    <section id="terminal-panel" className="terminal-panel" aria-labelledby="terminal-title">
      <h2 id="terminal-title" className="terminal-title">
        {TERMINAL_TITLE}
      </h2>
      <pre className="terminal-output">{TERMINAL_SAMPLE_OUTPUT}</pre>
      <div className="terminal-prompt">
        <span aria-hidden="true">$</span>
        <input className="terminal-input" type="text" aria-label={TERMINAL_PROMPT_LABEL} autoComplete="off" spellCheck={false} />
      </div>
    </section>
  );
}
