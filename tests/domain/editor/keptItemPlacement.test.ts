import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keptItemFolderOf, placeKeptItem } from '../../../src/domain/editor/keptItemPlacement';
import { isReadOnlyPath } from '../../../src/domain/editor/readOnlyFolder';
import { createFile, findFile, renameFile, type WorkspaceFiles } from '../../../src/domain/editor/workspaceFiles';

const PERSON: WorkspaceFiles = [
  { path: 'welcome.js', content: 'console.log(1);' },
  { path: 'src/parser.ts', content: 'mine' },
];

/** Names as a mint may carry them: plain, in folders, clashing, empty, climbing out, or far too long. */
const keptName = fc.oneof(
  fc.constantFrom('parser.ts', 'src/parser.ts', 'src', 'src/a/b.ts', '', '..', '../../escape.ts', '/rooted.js', 'a:b.ts', 'x'.repeat(300)),
  fc.string({ maxLength: 12 }),
);
const kept = fc.array(fc.record({ name: keptName, content: fc.string({ maxLength: 8 }) }), { maxLength: 8 });
const itemId = fc.oneof(fc.constantFrom('item-1', '../..', '', 'a/b', '.'), fc.string({ maxLength: 80 }));

describe('a market item’s files in the workspace', () => {
  it('go in the item’s own read-only folder, each with its text, leaving the person’s files as they were (property)', () => {
    fc.assert(
      fc.property(itemId, kept, (id, files) => {
        const placed = placeKeptItem(PERSON, id, files);
        expect(placed.folder).toBe(keptItemFolderOf(id));
        expect(placed.files.slice(0, PERSON.length)).toEqual(PERSON);
        expect(placed.paths.every((path) => path.startsWith(placed.folder) && isReadOnlyPath(path) && path.length <= 255 && !path.split('/').includes('..'))).toBe(true);
        expect(new Set(placed.files.map((file) => file.path)).size).toBe(placed.files.length);
        expect(placed.paths.filter((path) => placed.files.some((file) => path.startsWith(`${file.path}/`)))).toEqual([]);
        // Only a name that cannot be a path even as `file-<n>` is left out: at most the ones that clash with a folder.
        expect(placed.paths.length).toBeLessThanOrEqual(files.length);
        for (const path of placed.paths) expect(files.some((file) => file.content === findFile(placed.files, path)?.content)).toBe(true);
      }),
    );
  });

  it('replace an earlier opening of the same item, and opening twice gives the same workspace (property)', () => {
    fc.assert(
      fc.property(itemId, kept, kept, (id, first, second) => {
        const once = placeKeptItem(placeKeptItem(PERSON, id, first).files, id, second);
        expect(once).toEqual(placeKeptItem(PERSON, id, second));
        expect(placeKeptItem(once.files, id, second)).toEqual(once);
      }),
    );
  });

  it('keep the mint’s order and names, numbering a name that cannot be a path there', () => {
    const placed = placeKeptItem(PERSON, 'item-1', [
      { name: 'parser.ts', content: 'a' },
      { name: '../escape.ts', content: 'b' },
      { name: 'parser.ts', content: 'c' },
      { name: 'lib/util.ts', content: 'd' },
    ]);
    expect(placed.paths).toEqual(['market-items/item-1/parser.ts', 'market-items/item-1/file-2', 'market-items/item-1/file-3', 'market-items/item-1/lib/util.ts']);
    expect(keptItemFolderOf('a/../b c')).toBe('market-items/a-..-b-c/');
    expect(keptItemFolderOf('..')).toBe('market-items/item/');
  });

  it('cannot be made or renamed into by hand: the folder is read-only', () => {
    const { files } = placeKeptItem(PERSON, 'item-1', [{ name: 'parser.ts', content: 'a' }]);
    expect(createFile(files, 'market-items/item-1/mine.ts')).toEqual({ ok: false, error: 'read-only' });
    expect(createFile(files, 'market-items')).toEqual({ ok: false, error: 'read-only' });
    expect(renameFile(files, 'welcome.js', 'market-items/welcome.js')).toEqual({ ok: false, error: 'read-only' });
    expect(renameFile(files, 'market-items/item-1/parser.ts', 'parser.ts')).toEqual({ ok: false, error: 'read-only' });
    expect(createFile(files, 'market-items-of-mine.ts').ok).toBe(true);
  });
});
