import Editor, { type OnMount } from '@monaco-editor/react';
import type * as Monaco from 'monaco-editor';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CodeEditorProps } from '../codeEditorProps';
import { EDITOR_FONT_SIZE, EDITOR_LINE_HEIGHT, EDITOR_TAB_SIZE, READ_ONLY_MESSAGE, codeEditorLabel } from '../editor.texts';
import { CodeTextPreview } from '../CodeTextPreview';
import { takePreviewPlace } from '../previewHandoff';
import { BITCOIN_DARK_THEME } from './bitcoinTheme';
import { addEditorCommands } from './editorCommands';
import { setUpMonaco, startTypeScriptWorker } from './setUpMonaco';
import { startTypeScriptWorkerOnUse } from './typeScriptWorkerStart';

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
  // The wrapper sets its `theme` only after creating the editor, which Monaco would first create in its default light
  // theme and then restyle (every CSS rule of the theme replaced, the page's styles recalculated, the view drawn again).
  theme: BITCOIN_DARK_THEME,
} as const;

/** Each tab's text lives in its own Monaco model, named by the file's path, so undo history follows the tab. */
const modelUri = (path: string) => `file:///${path}`;

/** Releases the models of tabs that were closed, so reopening a file starts again from its text. */
function disposeClosedModels(openPaths: readonly string[]): void {
  const open = new Set(openPaths.map((path) => monaco.Uri.parse(modelUri(path)).toString()));
  for (const model of monaco.editor.getModels()) {
    if (model.uri.scheme === 'file' && !model.uri.path.startsWith('/__run__/') && !open.has(model.uri.toString())) model.dispose();
  }
}

/** Opens where the person was in the file's text before Monaco came: its scroll, and the cursor where they tapped. */
function openAtPreviewPlace(editor: Monaco.editor.IStandaloneCodeEditor, path: string): void {
  const place = takePreviewPlace(path);
  if (place === null) return;
  editor.setScrollTop(place.scrollTop);
  const position = place.offset === null ? null : editor.getModel()?.getPositionAt(place.offset);
  if (position === null || position === undefined) return;
  editor.setPosition(position);
  editor.focus();
}

/** The code editor: Monaco, bundled from node_modules, with the Bitcoin theme, snippets, hovers and shortcuts. */
export default function MonacoCodeEditor({ tab, openPaths, readOnly, onEdit, onCursorMove, onSelect, onSave, reveal, insert }: CodeEditorProps) {
  const listeners = useRef({ onCursorMove, onSelect, onSave });
  const path = useRef(tab.path);
  path.current = tab.path;
  useEffect(() => {
    listeners.current = { onCursorMove, onSelect, onSave };
  }, [onCursorMove, onSelect, onSave]);
  const [editor, setEditor] = useState<Monaco.editor.IStandaloneCodeEditor | null>(null);

  const openKey = openPaths.join('\n');
  useEffect(() => disposeClosedModels(openKey.split('\n')), [openKey]);

  useEffect(() => {
    if (editor === null || reveal === null || reveal.path !== tab.path) return;
    const position = { lineNumber: reveal.line, column: reveal.column };
    editor.setPosition(position);
    editor.revealPositionInCenter(position);
    editor.focus();
  }, [editor, reveal, tab.path]);

  useEffect(() => {
    const selection = editor?.getSelection();
    if (editor === null || insert === null || selection === null || selection === undefined) return;
    // Undo stops on both sides: one Ctrl+Z takes the inserted snippet away, and nothing typed before it.
    editor.pushUndoStop();
    editor.executeEdits('assistant', [{ range: selection, text: insert.text, forceMoveMarkers: true }]);
    editor.pushUndoStop();
    editor.focus();
  }, [editor, insert]);

  const options = useMemo(
    () => ({ ...OPTIONS, readOnly, readOnlyMessage: { value: READ_ONLY_MESSAGE }, ariaLabel: codeEditorLabel(tab.name, readOnly) }),
    [tab.name, readOnly],
  );
  const handleChange = useCallback((value: string | undefined) => onEdit(value ?? ''), [onEdit]);
  const handleMount: OnMount = useCallback((mounted, instance) => {
    addEditorCommands(mounted, instance, () => listeners.current.onSave());
    startTypeScriptWorkerOnUse(mounted, startTypeScriptWorker);
    mounted.onDidChangeCursorPosition(({ position }) => listeners.current.onCursorMove({ line: position.lineNumber, column: position.column }));
    mounted.onDidChangeCursorSelection(({ selection }) => listeners.current.onSelect(mounted.getModel()?.getValueInRange(selection) ?? ''));
    openAtPreviewPlace(mounted, path.current);
    setEditor(mounted);
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
      loading={<CodeTextPreview tab={tab} />}
    />
  );
}
