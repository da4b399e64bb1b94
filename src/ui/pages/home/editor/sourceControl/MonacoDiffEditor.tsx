import { DiffEditor } from '@monaco-editor/react';
import { EditorSkeleton } from '../EditorSkeleton';
import { BITCOIN_DARK_THEME } from '../monaco/bitcoinTheme';
import { setUpMonaco } from '../monaco/setUpMonaco';
import type { DiffEditorProps } from './diffEditorProps';

setUpMonaco();

/** Read-only, inline (the side panel is narrow): the last commit's text against the saved text. */
const OPTIONS = { readOnly: true, originalEditable: false, renderSideBySide: false, minimap: { enabled: false }, scrollBeyondLastLine: false, automaticLayout: true } as const;

/** Monaco's diff editor over one changed file. */
export default function MonacoDiffEditor({ path, original, modified, language }: DiffEditorProps) {
  return (
    <DiffEditor
      original={original}
      modified={modified}
      language={language}
      originalModelPath={`git:///HEAD/${path}`}
      modifiedModelPath={`git:///saved/${path}`}
      theme={BITCOIN_DARK_THEME}
      options={{ ...OPTIONS, ariaLabel: `${path}: diff` }}
      loading={<EditorSkeleton />}
    />
  );
}
