import type { DiffEditorProps } from '../../../src/ui/pages/home/editor/sourceControl/diffEditorProps';

/** Stands in for Monaco's diff editor, which jsdom cannot run: both texts, labelled. */
export default function FakeDiffEditor({ original, modified }: DiffEditorProps) {
  return (
    <div>
      <pre aria-label="Original text">{original}</pre>
      <pre aria-label="Modified text">{modified}</pre>
    </div>
  );
}
