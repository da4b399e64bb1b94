import type { Tab } from '../../../../domain/editor/tab';
import { CODE_EDITOR_LOADING, codePreviewLabel, EDITOR_FONT_SIZE, EDITOR_LINE_HEIGHT } from './editor.texts';

interface CodeTextPreviewProps {
  readonly tab: Tab;
}

/**
 * The active file as plain text, where the code editor will be, while Monaco loads (issue 39: the editor paints at
 * once). The page's first and largest paint is the code itself, not a placeholder; the text is read-only and
 * scrolls, and Monaco takes its place, at the same font, line height and gutter, once it has loaded. The text is
 * the person's own file, shown as text (React escapes it), never as HTML.
 */
export function CodeTextPreview({ tab }: CodeTextPreviewProps) {
  return (
    <div className="code-text-preview">
      <span className="visually-hidden" role="status">
        {CODE_EDITOR_LOADING}
      </span>
      <pre
        className="code-text-preview-text"
        tabIndex={0}
        aria-label={codePreviewLabel(tab.name)}
        style={{ fontSize: EDITOR_FONT_SIZE, lineHeight: `${EDITOR_LINE_HEIGHT}px` }}
      >
        {tab.content}
      </pre>
    </div>
  );
}
