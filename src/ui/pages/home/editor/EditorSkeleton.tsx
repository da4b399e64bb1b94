import { CODE_EDITOR_LOADING, EDITOR_LINE_HEIGHT } from './editor.texts';

const LINE_WIDTHS = ['38%', '62%', '54%', '20%', '71%', '46%', '58%', '33%'];

/** Stands where the code editor will be, at the same size, while Monaco loads: nothing moves when it appears. */
export function EditorSkeleton() {
  return (
    <div className="code-editor-skeleton" role="status">
      <span className="visually-hidden">{CODE_EDITOR_LOADING}</span>
      {LINE_WIDTHS.map((width, index) => (
        <span key={index} className="code-editor-skeleton-line" style={{ width, height: EDITOR_LINE_HEIGHT / 2, marginBottom: EDITOR_LINE_HEIGHT / 2 }} />
      ))}
    </div>
  );
}
