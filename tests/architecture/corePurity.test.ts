import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Side effects the core must receive through ports (Clock, storage, code host), never reach for itself. */
const FORBIDDEN_IN_CORE: readonly [RegExp, string][] = [
  [/\bDate\.now\s*\(/, 'Date.now()'],
  [/\bnew Date\s*\(/, 'new Date()'],
  [/\bMath\.random\s*\(/, 'Math.random()'],
  [/\b(localStorage|sessionStorage)\b/, 'web storage'],
  [/\bfetch\s*\(/, 'fetch()'],
  [/\b(setTimeout|setInterval)\s*\(/, 'timers'],
  [/\bwindow\./, 'window'],
  [/\bdocument\./, 'document'],
];

/** Code only: string and template literals (sample snippets may mention `fetch(`) and comments are blanked. */
function withoutStringsAndComments(source: string): string {
  return source.replace(/'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`|\/\*[\s\S]*?\*\/|\/\/.*$/gm, "''");
}

describe('the core (domain, ports, application)', () => {
  it('reads no time, randomness, storage, network, timers or browser globals directly', () => {
    const offences = ['src/domain', 'src/ports', 'src/application'].flatMap((layer) =>
      sourceFiles(join(root, layer)).flatMap((file) => {
        const text = withoutStringsAndComments(readFileSync(file, 'utf8'));
        return FORBIDDEN_IN_CORE.filter(([pattern]) => pattern.test(text)).map(
          ([, what]) => `${relative(root, file)} uses ${what}`,
        );
      }),
    );
    expect(offences).toEqual([]);
  });
});
