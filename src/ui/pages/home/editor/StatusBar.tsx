import type { CursorPosition } from '../../../../application/editor/editorState';
import { STATUS_BRANCH, STATUS_ENCODING, STATUS_INDENTATION } from './editor.texts';
import { languageLabel } from './languageLabels.texts';

interface StatusBarProps {
  readonly language: string | null;
  readonly cursor: CursorPosition;
}

/** The bottom bar: branch, encoding, the active tab's language, the cursor's line and column, indentation. */
export function StatusBar({ language, cursor }: StatusBarProps) {
  return (
    <section className="status-bar" aria-label="Status bar">
      <span>
        <span aria-hidden="true">⎇ </span>
        {STATUS_BRANCH}
      </span>
      <span className="status-bar-right">
        <span>{STATUS_ENCODING}</span>
        {language === null ? null : <span>{languageLabel(language)}</span>}
        <span>{`Ln ${cursor.line}, Col ${cursor.column}`}</span>
        <span>{STATUS_INDENTATION}</span>
      </span>
    </section>
  );
}
