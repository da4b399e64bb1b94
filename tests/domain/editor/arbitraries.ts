import fc from 'fast-check';
import type { OpenableFile, TabId } from '../../../src/domain/editor/tab';
import { tabIdFor } from '../../../src/domain/editor/tab';
import { activate, closeTab, editTab, openFile, saveTab, type TabSet } from '../../../src/domain/editor/tabSet';

/** A few paths, so that sequences often reopen, close and edit the same files. */
const PATHS = ['a.js', 'src/b.ts', 'README.md', 'c.sol', 'notes'] as const;

export const arbitraryFile: fc.Arbitrary<OpenableFile> = fc.record({
  path: fc.constantFrom(...PATHS),
  content: fc.string({ maxLength: 20 }),
}).map(({ path, content }) => ({ name: path, path, content, language: 'plaintext' }));

const arbitraryId: fc.Arbitrary<TabId> = fc.constantFrom(...PATHS).map(tabIdFor);

/** One command on a tab set, as a function. */
export type TabCommand = { readonly label: string; readonly run: (set: TabSet) => TabSet };

export const arbitraryCommand: fc.Arbitrary<TabCommand> = fc.oneof(
  arbitraryFile.map((file) => ({ label: `open ${file.path}`, run: (set: TabSet) => openFile(set, file) })),
  arbitraryId.map((id) => ({ label: `close ${id}`, run: (set: TabSet) => closeTab(set, id) })),
  arbitraryId.map((id) => ({ label: `activate ${id}`, run: (set: TabSet) => activate(set, id) })),
  fc.tuple(arbitraryId, fc.string({ maxLength: 10 })).map(([id, text]) => ({
    label: `edit ${id}`,
    run: (set: TabSet) => editTab(set, id, text),
  })),
  arbitraryId.map((id) => ({ label: `save ${id}`, run: (set: TabSet) => saveTab(set, id) })),
);

/** The tab set reached by running commands from `start`. */
export const runCommands = (start: TabSet, commands: readonly TabCommand[]): TabSet =>
  commands.reduce((set, command) => command.run(set), start);

/**
 * The invariant of every tab set: the active tab is one of the tabs (null exactly when none), paths unique, and a
 * tab is dirty exactly when its draft differs from its saved text.
 */
export const isValidTabSet = (set: TabSet): boolean =>
  (set.tabs.length === 0 ? set.activeTabId === null : set.tabs.some((tab) => tab.id === set.activeTabId)) &&
  new Set(set.tabs.map((tab) => tab.path)).size === set.tabs.length &&
  set.tabs.every((tab) => tab.isDirty === (tab.content !== tab.savedContent));
