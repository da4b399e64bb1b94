import { TERMINAL_TITLE, TOOLBAR_ACTIONS } from '../../../../domain/editor/editorConstants';

interface EditorToolbarProps {
  readonly path: string | null;
  readonly terminalShown: boolean;
  readonly onToggleTerminal: () => void;
}

/** The active file's path, the Save, Copy, Run, Debug and Build buttons (no behaviour), and the terminal toggle. */
export function EditorToolbar({ path, terminalShown, onToggleTerminal }: EditorToolbarProps) {
  return (
    <div className="editor-toolbar" role="toolbar" aria-label="Editor actions">
      <span className="editor-toolbar-path">{path ?? ''}</span>
      {TOOLBAR_ACTIONS.map((action) => (
        <button key={action} type="button" className="editor-toolbar-button">
          {action}
        </button>
      ))}
      <button
        type="button"
        className="editor-toolbar-button"
        aria-pressed={terminalShown}
        aria-controls="terminal-panel"
        onClick={onToggleTerminal}
      >
        {TERMINAL_TITLE}
      </button>
    </div>
  );
}
