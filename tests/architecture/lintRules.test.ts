import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

async function ruleIdsFor(code: string, filePath: string): Promise<(string | null)[]> {
  const [result] = await new ESLint({ cwd: root }).lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

/** The lint rules `npm test` runs must catch what they are for (eslint.config.js). */
describe('lint rules', () => {
  it('keep time, randomness, storage, network and browser globals out of the core', async () => {
    const code = [
      'export const a = (): number => Date.now();',
      'export const b = (): number => Math.random();',
      "export const c = (): string | null => localStorage.getItem('k');",
      "export const d = (): unknown => fetch('/x');",
      'export const e = (): unknown => window;',
    ].join('\n');
    expect(await ruleIdsFor(code, 'src/application/example.ts')).toEqual([
      'no-restricted-syntax',
      'no-restricted-syntax',
      'no-restricted-globals',
      'no-restricted-globals',
      'no-restricted-globals',
    ]);
    expect(await ruleIdsFor(code, 'src/adapters/example.ts')).toEqual([]);
    // ESLint's first start in a worker takes seconds on a loaded machine.
  }, 60_000);

  it('require complete hook dependencies in views', async () => {
    const code = [
      "import { useEffect, useState } from 'react';",
      'export function View({ value }: { readonly value: number }) {',
      '  const [shown, setShown] = useState(0);',
      '  useEffect(() => setShown(value), []);',
      '  return shown;',
      '}',
    ].join('\n');
    expect(await ruleIdsFor(code, 'src/ui/View.tsx')).toEqual(['react-hooks/exhaustive-deps']);
  }, 60_000);
});
