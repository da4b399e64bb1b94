import type * as Monaco from 'monaco-editor';

/**
 * The editor's own shortcuts (spec section 2): Ctrl/Cmd+S only logs, since Save does nothing; Ctrl/Cmd+Shift+P
 * formats the document. Ctrl/Cmd+F is Monaco's own find.
 */
export function addEditorCommands(editor: Monaco.editor.IStandaloneCodeEditor, monaco: typeof Monaco): void {
  const { KeyMod, KeyCode } = monaco;
  editor.addCommand(KeyMod.CtrlCmd | KeyCode.KeyS, () => {
    // Informational on purpose: a console error would fail the end-to-end suite's guard.
    console.info(`Save is not available in this demo (${editor.getModel()?.uri.path ?? 'no file'}).`);
  });
  editor.addCommand(KeyMod.CtrlCmd | KeyMod.Shift | KeyCode.KeyP, () => {
    void editor.getAction('editor.action.formatDocument')?.run();
  });
}
