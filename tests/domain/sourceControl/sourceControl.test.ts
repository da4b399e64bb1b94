import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WorkspaceFiles } from '../../../src/domain/editor/workspaceFiles';
import { workspaceArchiveName } from '../../../src/domain/sourceControl/archiveName';
import { COMMIT_MESSAGE_MAX_LENGTH, commitSummary, normalizeCommitMessage } from '../../../src/domain/sourceControl/commitMessage';
import { changesBetween, textAt } from '../../../src/domain/sourceControl/fileChanges';
import { branchOfHead, shortCommitId } from '../../../src/domain/sourceControl/repository';

/** Files with unique paths from a few names, so two sides often share paths. */
const arbitraryFiles: fc.Arbitrary<WorkspaceFiles> = fc
  .uniqueArray(fc.record({ path: fc.constantFrom('a.ts', 'b.ts', 'src/c.ts', 'README.md', 'd.sol'), content: fc.constantFrom('', 'x', 'y') }), {
    selector: (file) => file.path,
  });

describe('changes since the last commit', () => {
  it('names each added, modified and deleted file once, sorted by path, leaving unchanged files out', () => {
    const committed = [
      { path: 'b.ts', content: 'same' },
      { path: 'a.ts', content: 'old' },
      { path: 'gone.ts', content: 'x' },
    ];
    const current = [
      { path: 'a.ts', content: 'new' },
      { path: 'b.ts', content: 'same' },
      { path: 'src/new.ts', content: '' },
    ];
    expect(changesBetween(committed, current)).toEqual([
      { path: 'a.ts', kind: 'modified' },
      { path: 'gone.ts', kind: 'deleted' },
      { path: 'src/new.ts', kind: 'added' },
    ]);
    expect({ original: textAt(committed, 'a.ts'), added: textAt(committed, 'src/new.ts') }).toEqual({ original: 'old', added: '' });
  });

  it('has no changes between equal sides, and swapping the sides swaps added and deleted', () => {
    const swap = { added: 'deleted', deleted: 'added', modified: 'modified' } as const;
    fc.assert(
      fc.property(arbitraryFiles, arbitraryFiles, (committed, current) => {
        expect(changesBetween(current, current)).toEqual([]);
        expect(changesBetween(current, committed)).toEqual(changesBetween(committed, current).map((change) => ({ ...change, kind: swap[change.kind] })));
        const paths = changesBetween(committed, current).map((change) => change.path);
        expect(paths).toEqual([...new Set(paths)].sort());
      }),
    );
  });
});

describe('the commit message rule', () => {
  it('trims the message and each line’s end; refuses an empty or an over-long one', () => {
    expect([
      normalizeCommitMessage('  Fix the counter  \n\n  Details here   \n'),
      normalizeCommitMessage(' \n\t '),
      normalizeCommitMessage('x'.repeat(COMMIT_MESSAGE_MAX_LENGTH + 1)),
      commitSummary('First line\nsecond'),
    ]).toEqual([{ ok: true, value: 'Fix the counter\n\n  Details here' }, { ok: false, error: 'empty' }, { ok: false, error: 'too-long' }, 'First line']);
  });

  it('accepts what it returns unchanged (normalizing twice is normalizing once)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (typed) => {
        const once = normalizeCommitMessage(typed);
        if (once.ok) expect(normalizeCommitMessage(once.value)).toEqual(once);
      }),
    );
  });
});

describe('repository names', () => {
  it('reads the branch from HEAD; a detached HEAD has none; the log shows seven digits; the zip is named by its UTC day', () => {
    expect([
      branchOfHead('ref: refs/heads/main\n'),
      branchOfHead('ref: refs/heads/feature/x'),
      branchOfHead('0123456789abcdef0123456789abcdef01234567\n'),
      shortCommitId('0123456789abcdef0123456789abcdef01234567'),
      workspaceArchiveName(Date.UTC(2026, 10, 26, 23, 59)),
    ]).toEqual(['main', 'feature/x', null, '0123456', 'bsv-workspace-2026-11-26.zip']);
  });

  it('names every archive bsv-workspace-YYYY-MM-DD.zip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(9999, 0, 1) }), (now) => {
        expect(workspaceArchiveName(now)).toMatch(/^bsv-workspace-\d{4}-\d{2}-\d{2}\.zip$/);
      }),
    );
  });
});
