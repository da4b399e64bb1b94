import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeTemplate } from '../../../src/domain/editor/templatePlacement';
import { findFile, type WorkspaceFiles } from '../../../src/domain/editor/workspaceFiles';

const TEMPLATE: WorkspaceFiles = [
  { path: 'README.md', content: '# Token Swap' },
  { path: 'src/swap.ts', content: 'export {};' },
];

/** Workspaces whose paths clash with the template's and its folders in every way: same files, folders, files above. */
const PATHS = ['README.md', 'src', 'src/swap.ts', 'templates', 'templates/swap', 'templates/swap/README.md', 'templates/swap-2/src', 'a.js'];
const arbitraryFiles: fc.Arbitrary<WorkspaceFiles> = fc
  .uniqueArray(fc.record({ path: fc.constantFrom(...PATHS), content: fc.constantFrom('# Token Swap', 'export {};', 'mine') }), {
    selector: (file) => file.path,
    maxLength: 6,
  })
  // A workspace never has a file where another file's folder is.
  .filter((files) => files.every((file) => !files.some((other) => other.path.startsWith(`${file.path}/`))));

describe('placeTemplate', () => {
  it('adds the files at the root when their paths are free', () => {
    expect(placeTemplate([{ path: 'a.js', content: 'a' }], 'swap', TEMPLATE)).toEqual({
      files: [{ path: 'a.js', content: 'a' }, ...TEMPLATE],
      folder: '',
      paths: ['README.md', 'src/swap.ts'],
    });
  });

  it('puts them under templates/<id>/ when a name is taken, and opens them again instead of copying them twice', () => {
    const mine = [{ path: 'README.md', content: '# Mine' }];
    const placed = placeTemplate(mine, 'swap', TEMPLATE);
    expect({ folder: placed.folder, paths: placed.paths }).toEqual({ folder: 'templates/swap/', paths: ['templates/swap/README.md', 'templates/swap/src/swap.ts'] });
    expect(placeTemplate(placed.files, 'swap', TEMPLATE)).toEqual(placed);
  });

  it('never changes a file of the person’s, and every template file is there with its text', () => {
    fc.assert(
      fc.property(arbitraryFiles, (files) => {
        const placed = placeTemplate(files, 'swap', TEMPLATE);
        expect(placed.files.slice(0, files.length)).toEqual(files);
        expect(placed.paths.map((path) => findFile(placed.files, path)?.content)).toEqual(TEMPLATE.map((file) => file.content));
        expect(new Set(placed.files.map((file) => file.path)).size).toBe(placed.files.length);
        expect(placed.paths.filter((path) => placed.files.some((file) => path.startsWith(`${file.path}/`)))).toEqual([]);
      }),
    );
  });
});
