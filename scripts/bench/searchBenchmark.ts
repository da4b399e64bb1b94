/**
 * The workspace search benchmark: `searchWorkspace` (the search panel's rule) over a 500-file workspace of
 * about 40 lines a file, for a rare word, a common word and a one-letter query. Prints the median and fastest
 * of several runs. Target: under 50 ms.
 */
import { searchWorkspace } from '../../src/domain/editor/searchWorkspace';
import type { WorkspaceFiles } from '../../src/domain/editor/workspaceFiles';

export const SEARCH_TARGET_MS = 50;
const FILE_COUNT = 500;
const LINES_PER_FILE = 40;
const RUNS = 30;

/** A synthetic workspace: JavaScript-like lines, one file in fifty mentions `needleWord`. */
function workspace(): WorkspaceFiles {
  return Array.from({ length: FILE_COUNT }, (_, fileIndex) => ({
    path: `src/module${Math.floor(fileIndex / 25)}/file${fileIndex}.ts`,
    content: Array.from({ length: LINES_PER_FILE }, (_, line) =>
      line === 7 && fileIndex % 50 === 0
        ? `  const needleWord = createTransaction(${fileIndex});`
        : `  const value${line} = wallet.balance(${line}) + satoshis * ${fileIndex}; // line ${line}`,
    ).join('\n'),
  }));
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export interface SearchTiming {
  readonly query: string;
  readonly matches: number;
  readonly medianMs: number;
  readonly fastestMs: number;
}

/** Times the search for each query (after a warm-up). */
export function runSearchBenchmark(): { files: number; bytes: number; timings: SearchTiming[] } {
  const files = workspace();
  const timings = ['NEEDLEWORD', 'wallet', 'q'].map((query) => {
    for (let warm = 0; warm < 5; warm++) searchWorkspace(files, query);
    const times: number[] = [];
    let matches = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      matches = searchWorkspace(files, query).length;
      times.push(performance.now() - started);
    }
    return { query, matches, medianMs: median(times), fastestMs: Math.min(...times) };
  });
  return { files: files.length, bytes: files.reduce((sum, file) => sum + file.content.length, 0), timings };
}
