import type { Brand } from '../shared/brand';

/** Identifies an editor tab. At most one tab is open per file path, so the id is derived from the path. */
export type TabId = Brand<string, 'TabId'>;

/** The id of the tab that shows the file at `path`. */
export const tabIdFor = (path: string): TabId => `tab:${path}` as TabId;

/** An open editor tab: a file's current text (the draft), its last saved text, and whether they differ. */
export interface Tab {
  readonly id: TabId;
  readonly name: string;
  readonly path: string;
  /** The draft: the text shown and kept as the person types. */
  readonly content: string;
  /** The text as last saved; the draft is dirty when it differs. */
  readonly savedContent: string;
  /** A Monaco language id, from the file's extension (see `languageForPath`). */
  readonly language: string;
  /** `content !== savedContent`: undoing back to the saved text clears it. */
  readonly isDirty: boolean;
}

/** What a tab needs from a file to open it. */
export interface OpenableFile {
  readonly name: string;
  readonly path: string;
  readonly content: string;
  readonly language: string;
}

/** A fresh tab for a file, whose saved text is the file's. */
export const tabForFile = (file: OpenableFile): Tab => ({
  id: tabIdFor(file.path),
  name: file.name,
  path: file.path,
  content: file.content,
  savedContent: file.content,
  language: file.language,
  isDirty: false,
});
