/**
 * Monaco's code editor widget, an internal module without its own types: `loadMonacoCodeEditor` imports it for its
 * evaluation only (Monaco's core in two tasks), never for a value.
 */
declare module 'monaco-editor/editor/browser/widget/codeEditor/codeEditorWidget';
