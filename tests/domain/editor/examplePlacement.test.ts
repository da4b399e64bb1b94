import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeExample } from '../../../src/domain/editor/examplePlacement';
import { findFile, type WorkspaceFiles } from '../../../src/domain/editor/workspaceFiles';

const PATH = 'examples/keys-1.js';
const CODE = 'console.log(1);';

/** Workspaces whose paths clash with the example's in every way: the same file, its next names, a folder, files above. */
const PATHS = [PATH, 'examples/keys-1-2.js', 'examples/keys-1-3.js', 'examples/keys-1.js/a', 'examples', 'keys-1.js', 'keys-1-2.js', 'a.js'];
const arbitraryFiles: fc.Arbitrary<WorkspaceFiles> = fc
  .uniqueArray(fc.record({ path: fc.constantFrom(...PATHS), content: fc.constantFrom(CODE, 'mine') }), { selector: (file) => file.path, maxLength: 6 })
  .filter((files) => files.every((file) => !files.some((other) => other.path.startsWith(`${file.path}/`))));

describe('placeExample', () => {
  it('adds the example at its path when it is free, and opens the same file again instead of copying it', () => {
    const placed = placeExample([{ path: 'a.js', content: 'a' }], PATH, CODE);
    expect(placed).toEqual({ files: [{ path: 'a.js', content: 'a' }, { path: PATH, content: CODE }], path: PATH });
    expect(placeExample(placed.files, PATH, CODE)).toEqual(placed);
  });

  it('takes the next free name when the person changed the file, and the root when a file is named like its folder', () => {
    expect(placeExample([{ path: PATH, content: 'mine' }], PATH, CODE).path).toBe('examples/keys-1-2.js');
    expect(placeExample([{ path: PATH, content: 'mine' }, { path: 'examples/keys-1-2.js', content: 'mine' }], PATH, CODE).path).toBe('examples/keys-1-3.js');
    expect(placeExample([{ path: 'examples', content: 'mine' }], PATH, CODE).path).toBe('keys-1.js');
  });

  it('never changes a file of the person’s, and the example is at its path with its text, under no file', () => {
    fc.assert(
      fc.property(arbitraryFiles, (files) => {
        const placed = placeExample(files, PATH, CODE);
        expect(placed.files.slice(0, files.length)).toEqual(files);
        expect(placed.files.length - files.length).toBeLessThanOrEqual(1);
        expect(findFile(placed.files, placed.path)?.content).toBe(CODE);
        expect(new Set(placed.files.map((file) => file.path)).size).toBe(placed.files.length);
        expect(placed.files.some((file) => placed.path.startsWith(`${file.path}/`) || file.path.startsWith(`${placed.path}/`))).toBe(false);
      }),
    );
  });
});
