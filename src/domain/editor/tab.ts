import type { Brand } from '../shared/brand';

/** Identifies an editor tab. At most one tab is open per file path, so the id is derived from the path. */
export type TabId = Brand<string, 'TabId'>;

/** The id of the tab that shows the file at `path`. */
export const tabIdFor = (path: string): TabId => `tab:${path}` as TabId;

/** An open editor tab (spec section 3): a file's current text and whether it was edited since it was opened. */
export interface Tab {
  readonly id: TabId;
  readonly name: string;
  readonly path: string;
  readonly content: string;
  /** A Monaco language id, from the file's extension (see `languageForPath`). */
  readonly language: string;
  /** Set by the first edit and never cleared: Save does nothing (spec section 4). */
  readonly isDirty: boolean;
}

/** What a tab needs from a file to open it. */
export interface OpenableFile {
  readonly name: string;
  readonly path: string;
  readonly content: string;
  readonly language: string;
}

/** A fresh, unedited tab for a file. */
export const tabForFile = (file: OpenableFile): Tab => ({
  id: tabIdFor(file.path),
  name: file.name,
  path: file.path,
  content: file.content,
  language: file.language,
  isDirty: false,
});
