import type * as Monaco from 'monaco-editor';

/**
 * The editor's own shortcuts (spec section 2): Ctrl/Cmd+S saves the file; Ctrl/Cmd+Shift+P formats the document.
 * Ctrl/Cmd+F is Monaco's own find. `save` is read when the key is pressed, so it may change between renders.
 */
export function addEditorCommands(editor: Monaco.editor.IStandaloneCodeEditor, monaco: typeof Monaco, save: () => void): void {
  const { KeyMod, KeyCode } = monaco;
  editor.addCommand(KeyMod.CtrlCmd | KeyCode.KeyS, save);
  editor.addCommand(KeyMod.CtrlCmd | KeyMod.Shift | KeyCode.KeyP, () => {
    void editor.getAction('editor.action.formatDocument')?.run();
  });
}
