import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importErrorMessage, joinPath, resolveImport, RUN_SDK_PACKAGE } from '../../../src/domain/editor/runImports';

const PATHS = new Set(['src/index.js', 'src/wallet.js', 'src/lib/util.ts', 'src/lib/index.js', 'data/output.json', 'top.js']);

describe('what a run may import', () => {
  it('resolves the SDK, the workspace files by relative path, and names anything else', () => {
    const from = 'src/index.js';
    expect(
      ['@bsv/sdk', './wallet.js', './wallet', './lib/util', './lib', '../data/output.json', '/top.js', '../top', './nope.js', '../../x.js', 'lodash', '@bsv/sdk/primitives', 'node:fs'].map(
        (specifier) => resolveImport(from, specifier, PATHS),
      ),
    ).toEqual([
      { kind: 'sdk' },
      { kind: 'file', path: 'src/wallet.js' },
      { kind: 'file', path: 'src/wallet.js' },
      { kind: 'file', path: 'src/lib/util.ts' },
      { kind: 'file', path: 'src/lib/index.js' },
      { kind: 'file', path: 'data/output.json' },
      { kind: 'file', path: 'top.js' },
      { kind: 'file', path: 'top.js' },
      { kind: 'missing-file', specifier: './nope.js' },
      { kind: 'missing-file', specifier: '../../x.js' },
      { kind: 'unknown-package', name: 'lodash' },
      { kind: 'unknown-package', name: '@bsv/sdk/primitives' },
      { kind: 'unknown-package', name: 'node:fs' },
    ]);
  });

  it('resolves the workbench’s own module, and only by its exact name', () => {
    expect([resolveImport('a.js', 'workbench', new Set()), resolveImport('a.js', 'workbench/devchain', new Set())]).toEqual([
      { kind: 'workbench' },
      { kind: 'unknown-package', name: 'workbench/devchain' },
    ]);
  });

  it('words the failures with the package or file they name', () => {
    expect(importErrorMessage('src/index.js', { kind: 'unknown-package', name: 'lodash' })).toBe(
      `Cannot import 'lodash' in src/index.js: only '${RUN_SDK_PACKAGE}', 'workbench' and the workspace's own files can be imported here (the sandbox has no package registry).`,
    );
    expect(importErrorMessage('a.js', { kind: 'missing-file', specifier: './b.js' })).toBe("Cannot find './b.js' imported by a.js: no such file in the workspace.");
  });

  it('joins paths without ever leaving the workspace, and a resolved file is always one of its paths', () => {
    expect([joinPath('src/lib', '../a/./b.js'), joinPath('', 'a/b'), joinPath('src', '../../a')]).toEqual(['src/a/b.js', 'a/b', null]);
    const segment = fc.constantFrom('.', '..', 'src', 'lib', 'index.js', 'wallet', 'util');
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), fc.constantFrom('./', '../', '/'), (segments, start) => {
        const resolved = resolveImport('src/index.js', start + segments.join('/'), PATHS);
        return resolved.kind === 'missing-file' || (resolved.kind === 'file' && PATHS.has(resolved.path));
      }),
    );
  });
});
