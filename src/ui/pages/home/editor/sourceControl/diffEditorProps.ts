/** What the diff view takes: a file's text at the last commit and now. */
export interface DiffEditorProps {
  readonly path: string;
  readonly original: string;
  readonly modified: string;
  readonly language: string;
}
