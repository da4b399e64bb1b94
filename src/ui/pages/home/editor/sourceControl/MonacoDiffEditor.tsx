import { useEffect, useRef } from 'react';
import { BITCOIN_DARK_THEME } from '../monaco/bitcoinTheme';
import { setUpMonaco } from '../monaco/setUpMonaco';
import type { DiffEditorProps } from './diffEditorProps';

const monaco = setUpMonaco();

/** Read-only, inline (the side panel is narrow): the last commit's text against the saved text. */
const OPTIONS = {
  readOnly: true,
  originalEditable: false,
  renderSideBySide: false,
  minimap: { enabled: false },
  scrollBeyondLastLine: false,
  automaticLayout: true,
  theme: BITCOIN_DARK_THEME,
} as const;

/**
 * Monaco's diff editor over one changed file, on models of its own (not the tabs'). Made with Monaco's API rather than
 * the React wrapper's `DiffEditor`, which disposes the models before the widget on unmount (an uncaught error).
 */
export default function MonacoDiffEditor({ path, original, modified, language }: DiffEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (host.current === null) return;
    const editor = monaco.editor.createDiffEditor(host.current, { ...OPTIONS, ariaLabel: `${path}: diff` });
    const models = { original: monaco.editor.createModel(original, language), modified: monaco.editor.createModel(modified, language) };
    editor.setModel(models);
    return () => {
      // The widget first, then its models.
      editor.dispose();
      models.original.dispose();
      models.modified.dispose();
    };
  }, [path, original, modified, language]);
  return <div ref={host} className="scm-diff-editor" />;
}
