import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileTreeOf, filesOf, revealPath, toggleFolder } from '../../../src/domain/editor/fileTree';
import { KNOWN_EXTENSIONS, languageForPath } from '../../../src/domain/editor/languageForPath';
import {
  createFile,
  deleteFile,
  normalizeFilePath,
  openableFileOf,
  renameFile,
  restoreFile,
  storeFile,
  type WorkspaceFiles,
} from '../../../src/domain/editor/workspaceFiles';

const FILES: WorkspaceFiles = [
  { path: 'src/components/Transaction.jsx', content: 'jsx' },
  { path: 'src/index.js', content: 'index' },
  { path: 'package.json', content: '{}' },
];

const paths = (result: { ok: boolean; value?: { files: WorkspaceFiles } }) => (result.ok ? result.value?.files.map((file) => file.path) : result);

describe('workspace files', () => {
  it('creates an empty file at a trimmed path, refusing blank, invalid and taken names', () => {
    expect(createFile(FILES, '  /src/wallet.ts ')).toEqual({ ok: true, value: { files: [...FILES, { path: 'src/wallet.ts', content: '' }], path: 'src/wallet.ts' } });
    expect(['', '   ', 'a/../b.js', 'src//x.js', 'a:b.js', 'what?.ts', 'src/index.js', 'src', 'package.json/x.js', 'x'.repeat(256)].map((name) => {
      const created = createFile(FILES, name);
      return created.ok ? 'ok' : created.error;
    })).toEqual(['empty', 'empty', 'invalid', 'invalid', 'invalid', 'invalid', 'exists', 'exists', 'exists', 'invalid']);
  });

  it('gives every known extension its language, so each is reachable from a new file', () => {
    for (const extension of KNOWN_EXTENSIONS) {
      const created = createFile(FILES, `new.${extension}`);
      expect(created.ok && openableFileOf({ path: created.value.path, content: '' }).language).toBe(languageForPath(`x.${extension}`));
      expect(languageForPath(`x.${extension}`)).not.toBe('plaintext');
    }
  });

  it('renames in the same folder unless the name has a slash, and refuses a taken name', () => {
    expect(paths(renameFile(FILES, 'src/index.js', 'main.ts'))).toEqual(['src/components/Transaction.jsx', 'src/main.ts', 'package.json']);
    expect(paths(renameFile(FILES, 'package.json', 'config/package.json'))).toEqual(['src/components/Transaction.jsx', 'src/index.js', 'config/package.json']);
    expect(renameFile(FILES, 'src/index.js', 'index.js')).toEqual({ ok: true, value: { files: FILES, path: 'src/index.js' } });
    expect(renameFile(FILES, 'src/index.js', 'components')).toEqual({ ok: false, error: 'exists' });
    expect(renameFile(FILES, 'nope.js', 'x.js')).toEqual({ ok: false, error: 'missing' });
  });

  it('deletes a file and can restore it unless its path was taken since', () => {
    const removed = deleteFile(FILES, 'src/index.js');
    expect(removed).toEqual({ ok: true, value: { files: [FILES[0], FILES[2]], deleted: FILES[1] } });
    if (!removed.ok) return;
    expect(restoreFile(removed.value.files, removed.value.deleted)).toEqual({ ok: true, value: [FILES[0], FILES[2], FILES[1]] });
    expect(restoreFile(FILES, removed.value.deleted)).toEqual({ ok: false, error: 'exists' });
    expect(deleteFile(FILES, 'nope')).toEqual({ ok: false, error: 'missing' });
  });

  it('stores a saved text, adding the file when it is not there', () => {
    expect(storeFile(FILES, 'package.json', '{"a":1}')[2]).toEqual({ path: 'package.json', content: '{"a":1}' });
    expect(storeFile(FILES, 'new.md', '# x').at(-1)).toEqual({ path: 'new.md', content: '# x' });
  });

  it('builds the explorer tree in the files’ order, folders where their first file appears', () => {
    expect(fileTreeOf([...FILES, { path: 'src/app.js', content: '' }])).toEqual([
      {
        name: 'src', type: 'folder', path: 'src', children: [
          { name: 'components', type: 'folder', path: 'src/components', children: [{ name: 'Transaction.jsx', type: 'file', path: 'src/components/Transaction.jsx' }] },
          { name: 'index.js', type: 'file', path: 'src/index.js' },
          { name: 'app.js', type: 'file', path: 'src/app.js' },
        ],
      },
      { name: 'package.json', type: 'file', path: 'package.json' },
    ]);
    expect(revealPath(['lib'], 'src/components/a.js')).toEqual(['lib', 'src', 'src/components']);
    expect(toggleFolder(['src', 'lib'], 'src')).toEqual(['lib']);
  });

  it('shows every created file exactly once in the tree, whatever was created', () => {
    const names = fc.array(fc.stringMatching(/^[a-c]{1,2}(\/[a-c]{1,2}){0,2}\.(js|ts)$/), { maxLength: 20 });
    fc.assert(
      fc.property(names, (typed) => {
        const files = typed.reduce<WorkspaceFiles>((current, name) => {
          const created = createFile(current, name);
          return created.ok ? created.value.files : current;
        }, []);
        expect(filesOf(fileTreeOf(files)).map((node) => node.path).sort()).toEqual(files.map((file) => file.path).sort());
        expect(files.every((file) => normalizeFilePath(file.path).ok)).toBe(true);
      }),
    );
  });
});
