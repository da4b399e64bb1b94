import type * as Monaco from 'monaco-editor';

/** The name of the editor's custom dark theme. */
export const BITCOIN_DARK_THEME = 'bitcoin-dark';

/**
 * A dark theme with Bitcoin orange accents. Every token colour keeps at least 4.5:1 contrast on the background,
 * so the code passes the accessibility audit.
 */
const THEME: Monaco.editor.IStandaloneThemeData = {
  base: 'vs-dark',
  inherit: true,
  rules: [
    { token: 'comment', foreground: '7fae6b', fontStyle: 'italic' },
    { token: 'keyword', foreground: 'f7a43c' },
    { token: 'string', foreground: 'ce9178' },
    { token: 'number', foreground: 'b5cea8' },
    { token: 'type', foreground: '4ec9b0' },
    { token: 'delimiter', foreground: 'd4d4d4' },
  ],
  colors: {
    'editor.background': '#1e1e1e',
    'editor.foreground': '#e6e6e6',
    'editorCursor.foreground': '#f7931a',
    'editor.lineHighlightBackground': '#2a2a2a',
    'editorLineNumber.foreground': '#8f8f8f',
    'editorLineNumber.activeForeground': '#f7931a',
    'editor.selectionBackground': '#264f78',
    'editorIndentGuide.background1': '#404040',
  },
};

export function defineBitcoinTheme(monaco: typeof Monaco): void {
  monaco.editor.defineTheme(BITCOIN_DARK_THEME, THEME);
}
