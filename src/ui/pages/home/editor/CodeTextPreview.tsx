import type { PointerEvent, UIEvent } from 'react';
import type { Tab } from '../../../../domain/editor/tab';
import { CODE_EDITOR_LOADING, codePreviewLabel, EDITOR_FONT_SIZE, EDITOR_LINE_HEIGHT } from './editor.texts';
import { leavePreviewPlace } from './previewHandoff';

interface CodeTextPreviewProps {
  readonly tab: Tab;
}

/** The offset in the text under a point, where the browser can tell (Chromium, Firefox, Safari 17+), else null. */
function textOffsetAt(x: number, y: number): number | null {
  if (typeof document.caretPositionFromPoint === 'function') return document.caretPositionFromPoint(x, y)?.offset ?? null;
  if (typeof document.caretRangeFromPoint === 'function') return document.caretRangeFromPoint(x, y)?.startOffset ?? null;
  return null;
}

/**
 * The active file as plain text, where the code editor will be, while Monaco loads (issue 39: the editor paints at
 * once). The page's first and largest paint is the code itself, not a placeholder; the text is read-only, scrolls and
 * can be selected, and Monaco takes its place, at the same font, line height and gutter, at the place the person had
 * scrolled to and with the cursor where they tapped (`previewHandoff`). It fills the editor's area without giving it
 * a size, so nothing around it moves when Monaco comes. The text is the person's own file, shown as text (React
 * escapes it), never as HTML.
 */
export function CodeTextPreview({ tab }: CodeTextPreviewProps) {
  const remember = (element: HTMLElement, offset: number | null) => leavePreviewPlace(tab.path, { scrollTop: element.scrollTop, offset });
  const onScroll = (event: UIEvent<HTMLPreElement>) => remember(event.currentTarget, null);
  const onPointerUp = (event: PointerEvent<HTMLPreElement>) => remember(event.currentTarget, textOffsetAt(event.clientX, event.clientY));
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
        onScroll={onScroll}
        onPointerUp={onPointerUp}
      >
        {tab.content}
      </pre>
    </div>
  );
}
