import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_MATCHES, searchWorkspace } from '../../../src/domain/editor/searchWorkspace';
import type { WorkspaceFiles } from '../../../src/domain/editor/workspaceFiles';

const FILES: WorkspaceFiles = [
  { path: 'src/wallet.js', content: 'const Wallet = 1;\n\nexport function createWALLET() {}\n' },
  { path: 'README.md', content: '# A wallet app' },
];

const arbitraryFiles = fc.uniqueArray(
  fc.record({ path: fc.stringMatching(/^[a-z]{1,6}\.(js|ts|md)$/), content: fc.array(fc.stringMatching(/^[a-zA-Z ]{0,12}$/), { maxLength: 6 }).map((lines) => lines.join('\n')) }),
  { selector: (file) => file.path, maxLength: 8 },
);
const arbitraryQuery = fc.stringMatching(/^[a-zA-Z]{1,3}$/);

describe('searchWorkspace', () => {
  it('finds files by name, then lines by content, case-insensitively, with line, column and the line’s text', () => {
    expect(searchWorkspace(FILES, 'WALLET')).toEqual([
      { kind: 'name', path: 'src/wallet.js' },
      { kind: 'content', path: 'src/wallet.js', line: 1, column: 7, lineText: 'const Wallet = 1;' },
      { kind: 'content', path: 'src/wallet.js', line: 3, column: 23, lineText: 'export function createWALLET() {}' },
      { kind: 'content', path: 'README.md', line: 1, column: 5, lineText: '# A wallet app' },
    ]);
    expect([searchWorkspace(FILES, '   '), searchWorkspace(FILES, 'bitcoin')]).toEqual([[], []]);
  });

  it('stops at the limit', () => {
    const many: WorkspaceFiles = [{ path: 'a.js', content: 'x\n'.repeat(MAX_SEARCH_MATCHES + 50) }];
    expect(searchWorkspace(many, 'x')).toHaveLength(MAX_SEARCH_MATCHES);
  });

  it('reports only lines that contain the query, at their true line number', () => {
    fc.assert(
      fc.property(arbitraryFiles, arbitraryQuery, (files, query) => {
        for (const match of searchWorkspace(files, query)) {
          if (match.kind === 'name') {
            expect(match.path.toLowerCase()).toContain(query.toLowerCase());
            continue;
          }
          const line = files.find((file) => file.path === match.path)?.content.split('\n')[match.line - 1];
          expect(line).toBe(match.lineText);
          expect(line?.toLowerCase().indexOf(query.toLowerCase())).toBe(match.column - 1);
        }
      }),
    );
  });

  it('finds every line that contains the query (one match per line, at its first place)', () => {
    fc.assert(
      fc.property(arbitraryFiles, arbitraryQuery, (files, query) => {
        const expected = files.flatMap((file) =>
          file.content.split('\n').flatMap((line, index) => (line.toLowerCase().includes(query.toLowerCase()) ? [`${file.path}:${index + 1}`] : [])),
        );
        const found = searchWorkspace(files, query, 10_000).flatMap((match) => (match.kind === 'content' ? [`${match.path}:${match.line}`] : []));
        expect(found).toEqual(expected);
      }),
    );
  });
});
