import { TERMINAL_TITLE, TOOLBAR } from './editor.texts';

interface EditorToolbarProps {
  readonly path: string | null;
  readonly running: boolean;
  readonly terminalShown: boolean;
  /** What the last action said ("Copied …"), announced politely; empty for nothing. */
  readonly message: string;
  readonly onSave: () => void;
  readonly onCopy: () => void;
  readonly onRun: () => void;
  readonly onStop: () => void;
  readonly onDebug: () => void;
  readonly onToggleTerminal: () => void;
}

/**
 * The active file's path; Save, Copy, Run (Stop while running), Debug (the Transactions panel: the open `.hex` file or
 * a broadcast transaction, decoded, each input stepped through the interpreter); the terminal toggle. There is no
 * Build: code here runs as it is in the sandbox, with nothing to bundle or deploy.
 */
export function EditorToolbar(props: EditorToolbarProps) {
  const { path, running, terminalShown, message } = props;
  const noFile = path === null;
  return (
    <div className="editor-toolbar" role="toolbar" aria-label="Editor actions">
      <span className="editor-toolbar-path">{path ?? ''}</span>
      <span className="editor-toolbar-message" role="status">
        {message}
      </span>
      <button type="button" className="editor-toolbar-button" aria-keyshortcuts="Control+S" disabled={noFile} onClick={props.onSave}>
        {TOOLBAR.save}
      </button>
      <button type="button" className="editor-toolbar-button" disabled={noFile} onClick={props.onCopy}>
        {TOOLBAR.copy}
      </button>
      {running ? (
        <button type="button" className="editor-toolbar-button editor-toolbar-stop" onClick={props.onStop}>
          {TOOLBAR.stop}
        </button>
      ) : (
        <button type="button" className="editor-toolbar-button" disabled={noFile} onClick={props.onRun}>
          {TOOLBAR.run}
        </button>
      )}
      <button type="button" className="editor-toolbar-button" onClick={props.onDebug}>
        {TOOLBAR.debug}
      </button>
      <button
        type="button"
        className="editor-toolbar-button"
        aria-pressed={terminalShown}
        aria-controls="terminal-panel"
        onClick={props.onToggleTerminal}
      >
        {TERMINAL_TITLE}
      </button>
    </div>
  );
}
