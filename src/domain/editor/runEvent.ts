import type { WorkspaceFiles } from './workspaceFiles';

/** The console method a line of output came from. */
export type ConsoleLevel = 'log' | 'info' | 'warn' | 'error';

/**
 * What a run of code reports, in order: `started` once the code begins to run (after any compiling), output lines
 * as they are written, then exactly one ending: `finished`, `failed` (an uncaught error, with its 1-based line in
 * the file when known) or, for an evaluation, `value`. A compile error fails without `started`. `broadcast` tells,
 * during the run, that the code sent a transaction to the devchain (its id and hex), for the toolbar's Debug.
 */
export type RunEvent =
  | { readonly kind: 'started' }
  | { readonly kind: 'output'; readonly level: ConsoleLevel; readonly text: string }
  | { readonly kind: 'value'; readonly text: string }
  | { readonly kind: 'finished' }
  | { readonly kind: 'broadcast'; readonly txid: string; readonly hex: string }
  | { readonly kind: 'failed'; readonly message: string; readonly line: number | null };

/**
 * A program to run: the entry file's path and language, its text (the open draft), and the workspace's files (open
 * drafts included) that its relative imports resolve to.
 */
export interface Program {
  readonly path: string;
  readonly language: string;
  readonly source: string;
  readonly files: WorkspaceFiles;
}
