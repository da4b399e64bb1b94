import Editor, { type OnMount } from '@monaco-editor/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { EDITOR_FONT_SIZE, EDITOR_LINE_HEIGHT, EDITOR_TAB_SIZE } from '../../../../../domain/editor/editorConstants';
import type { CodeEditorProps } from '../codeEditorProps';
import { EditorSkeleton } from '../EditorSkeleton';
import { BITCOIN_DARK_THEME } from './bitcoinTheme';
import { addEditorCommands } from './editorCommands';
import { setUpMonaco } from './setUpMonaco';

const monaco = setUpMonaco();

/** Editor options of the spec (sections 2 and 9). */
const OPTIONS = {
  fontSize: EDITOR_FONT_SIZE,
  lineHeight: EDITOR_LINE_HEIGHT,
  tabSize: EDITOR_TAB_SIZE,
  insertSpaces: true,
  wordWrap: 'on',
  minimap: { enabled: true },
  formatOnPaste: true,
  formatOnType: true,
  scrollBeyondLastLine: false,
  fixedOverflowWidgets: true,
  // 'dimmed' greys the last line number below the contrast the accessibility audit requires.
  renderFinalNewline: 'on',
} as const;

/** Each tab's text lives in its own Monaco model, named by the file's path, so undo history follows the tab. */
const modelUri = (path: string) => `file:///${path}`;

/** Releases the models of tabs that were closed, so reopening a file starts again from its text. */
function disposeClosedModels(openPaths: readonly string[]): void {
  const open = new Set(openPaths.map((path) => monaco.Uri.parse(modelUri(path)).toString()));
  for (const model of monaco.editor.getModels()) {
    if (!open.has(model.uri.toString())) model.dispose();
  }
}

/** The code editor: Monaco, bundled from node_modules, with the Bitcoin theme, snippets, hovers and shortcuts. */
export default function MonacoCodeEditor({ tab, openPaths, onEdit, onCursorMove }: CodeEditorProps) {
  const cursorListener = useRef(onCursorMove);
  useEffect(() => {
    cursorListener.current = onCursorMove;
  }, [onCursorMove]);

  const openKey = openPaths.join('\n');
  useEffect(() => disposeClosedModels(openKey.split('\n')), [openKey]);

  const options = useMemo(() => ({ ...OPTIONS, ariaLabel: `${tab.name}: code editor` }), [tab.name]);
  const handleChange = useCallback((value: string | undefined) => onEdit(value ?? ''), [onEdit]);
  const handleMount: OnMount = useCallback((editor, instance) => {
    addEditorCommands(editor, instance);
    editor.onDidChangeCursorPosition(({ position }) => cursorListener.current({ line: position.lineNumber, column: position.column }));
  }, []);

  return (
    <Editor
      path={modelUri(tab.path)}
      value={tab.content}
      language={tab.language}
      theme={BITCOIN_DARK_THEME}
      options={options}
      onChange={handleChange}
      onMount={handleMount}
      loading={<EditorSkeleton />}
    />
  );
}
