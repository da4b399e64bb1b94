import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { snippetPrefixStart } from '../../../src/domain/editor/snippetPrefix';
import { isRunnableLanguage, parseTerminalCommand } from '../../../src/domain/editor/terminalCommand';

describe('terminal commands', () => {
  it('knows run [file], clear, ls and help, and takes anything else as an expression', () => {
    expect(['', '  ', 'run', ' run src/app.ts ', 'clear', 'ls', 'help', '1 + 1', 'running', 'run a b'].map(parseTerminalCommand)).toEqual([
      { kind: 'empty' },
      { kind: 'empty' },
      { kind: 'run', path: null },
      { kind: 'run', path: 'src/app.ts' },
      { kind: 'clear' },
      { kind: 'ls' },
      { kind: 'help' },
      { kind: 'evaluate', expression: '1 + 1' },
      { kind: 'evaluate', expression: 'running' },
      { kind: 'evaluate', expression: 'run a b' },
    ]);
    expect(['javascript', 'typescript', 'json', 'plaintext'].map(isRunnableLanguage)).toEqual([true, true, false, false]);
  });
});

describe('the snippet prefix', () => {
  it('covers the whole dashed name before the cursor, not only its last word', () => {
    expect(snippetPrefixStart('  bitcoin-transaction', 22)).toBe(3);
    expect(snippetPrefixStart('x = bitcoin-tr', 15)).toBe(5);
    expect(snippetPrefixStart('', 1)).toBe(1);
    expect(snippetPrefixStart('(smart-contract', 16)).toBe(2);
  });

  it('never starts after the cursor, and only dashes and word characters lie between', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.nat(40), (line, cursor) => {
        const column = Math.min(cursor, line.length) + 1;
        const start = snippetPrefixStart(line, column);
        expect(start).toBeGreaterThanOrEqual(1);
        expect(start).toBeLessThanOrEqual(column);
        expect(/^[\w-]*$/.test(line.slice(start - 1, column - 1))).toBe(true);
      }),
    );
  });
});
