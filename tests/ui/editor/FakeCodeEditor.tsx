import { useEffect } from 'react';
import type { CodeEditorProps } from '../../../src/ui/pages/home/editor/codeEditorProps';
import { codeEditorLabel } from '../../../src/ui/pages/home/editor/editor.texts';

/** Stands in for Monaco, which jsdom cannot run: a labelled text box over the same props; inserts go at the end. */
export default function FakeCodeEditor({ tab, readOnly, onEdit, onCursorMove, onSelect, onSave, insert, reveal }: CodeEditorProps) {
  useEffect(() => {
    if (insert !== null) onEdit(`${tab.content}${insert.text}`);
    // Only a new insert request inserts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [insert]);
  useEffect(() => {
    if (reveal !== null && reveal.path === tab.path) onCursorMove({ line: reveal.line, column: reveal.column });
  }, [reveal, tab.path, onCursorMove]);
  return (
    <textarea
      aria-label={codeEditorLabel(tab.name, readOnly)}
      readOnly={readOnly}
      data-language={tab.language}
      value={tab.content}
      onChange={(event) => onEdit(event.target.value)}
      onKeyDown={(event) => {
        if (event.ctrlKey && event.key === 's') {
          event.preventDefault();
          onSave();
        }
      }}
      onSelect={(event) => {
        const { value, selectionStart, selectionEnd } = event.currentTarget;
        onSelect(value.slice(selectionStart, selectionEnd));
        const before = value.slice(0, selectionStart).split('\n');
        onCursorMove({ line: before.length, column: (before.at(-1)?.length ?? 0) + 1 });
      }}
    />
  );
}
