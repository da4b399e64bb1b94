import type { CursorPosition, InsertRequest, RevealRequest } from '../../../../application/editor/editorState';
import type { Tab } from '../../../../domain/editor/tab';

/** What the page gives the code editor component; any implementation (Monaco, or a test's stand-in) takes these. */
export interface CodeEditorProps {
  /** The active tab: its path names the editor model, its content is the text shown. */
  readonly tab: Tab;
  /** Paths of every open tab; the models of closed tabs can be released. */
  readonly openPaths: readonly string[];
  /** The active tab's file is read-only (a market item's, `isReadOnlyPath`): shown and run, never edited. */
  readonly readOnly: boolean;
  /** The text after each edit of the active tab. */
  readonly onEdit: (content: string) => void;
  /** The cursor after it moves, 1-based. */
  readonly onCursorMove: (cursor: CursorPosition) => void;
  /** The selected text after the selection changes ('' when nothing is selected). */
  readonly onSelect: (selection: string) => void;
  /** Ctrl/Cmd+S in the editor. */
  readonly onSave: () => void;
  /** A place to show and put the cursor at (a search result), when it is in this tab. */
  readonly reveal: RevealRequest | null;
  /** Text to insert at the cursor, or over the selection (a snippet from the assistant): one undo step. */
  readonly insert: InsertRequest | null;
}
