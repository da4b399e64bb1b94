import type { CodeEditorProps } from '../../../src/ui/pages/home/editor/codeEditorProps';

/** Stands in for Monaco, which jsdom cannot run: a labelled text box over the same props. */
export default function FakeCodeEditor({ tab, onEdit, onCursorMove }: CodeEditorProps) {
  return (
    <textarea
      aria-label={`${tab.name}: code editor`}
      data-language={tab.language}
      value={tab.content}
      onChange={(event) => onEdit(event.target.value)}
      onSelect={(event) => {
        const before = event.currentTarget.value.slice(0, event.currentTarget.selectionStart).split('\n');
        onCursorMove({ line: before.length, column: (before.at(-1)?.length ?? 0) + 1 });
      }}
    />
  );
}
