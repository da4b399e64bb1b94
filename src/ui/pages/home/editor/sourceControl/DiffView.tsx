import { useEffect, useState, type ComponentType } from 'react';
import type { FileDiff } from '../../../../../application/sourceControl/sourceControlState';
import { languageForPath } from '../../../../../domain/editor/languageForPath';
import { CLOSE_DIFF, DIFF_LOADING, DIFF_TITLE } from './sourceControl.texts';
import type { DiffEditorProps } from './diffEditorProps';
import { loadDiffEditor } from './loadDiffEditor';

interface DiffViewProps {
  readonly diff: FileDiff;
  readonly onClose: () => void;
}

/** One file's changes since the last commit, in Monaco's diff editor. */
export function DiffView({ diff, onClose }: DiffViewProps) {
  const [Editor, setEditor] = useState<ComponentType<DiffEditorProps> | null>(null);
  useEffect(() => {
    let live = true;
    void loadDiffEditor().then((module) => {
      if (live) setEditor(() => module.default);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <section className="scm-diff" aria-label={DIFF_TITLE(diff.path)}>
      <header className="scm-diff-header">
        <h3>{DIFF_TITLE(diff.path)}</h3>
        <button type="button" onClick={onClose}>
          {CLOSE_DIFF}
        </button>
      </header>
      <div className="scm-diff-body">
        {Editor === null ? (
          <p role="status">{DIFF_LOADING}</p>
        ) : (
          <Editor path={diff.path} original={diff.original} modified={diff.modified} language={languageForPath(diff.path)} />
        )}
      </div>
    </section>
  );
}
