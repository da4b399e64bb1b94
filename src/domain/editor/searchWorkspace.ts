import type { WorkspaceFiles } from './workspaceFiles';

/** One hit of a workspace search: a file whose path matches, or a line of a file whose text matches. */
export type SearchMatch =
  | { readonly kind: 'name'; readonly path: string }
  | { readonly kind: 'content'; readonly path: string; readonly line: number; readonly column: number; readonly lineText: string };

/** A search lists at most this many matches, so a one-letter query over a large workspace stays quick to show. */
export const MAX_SEARCH_MATCHES = 200;

/**
 * The files whose path contains the query, then every line containing it (1-based line and column), both
 * case-insensitive, in the files' order. A blank query finds nothing.
 */
export function searchWorkspace(files: WorkspaceFiles, query: string, limit = MAX_SEARCH_MATCHES): SearchMatch[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  const matches: SearchMatch[] = [];
  for (const file of files) {
    if (matches.length >= limit) return matches;
    if (file.path.toLowerCase().includes(needle)) matches.push({ kind: 'name', path: file.path });
  }
  for (const file of files) {
    const lower = file.content.toLowerCase();
    let at = lower.indexOf(needle);
    let line = 1;
    let counted = 0;
    while (at !== -1) {
      if (matches.length >= limit) return matches;
      const lineStart = lower.lastIndexOf('\n', at - 1) + 1;
      const lineEnd = lower.indexOf('\n', at);
      const end = lineEnd === -1 ? lower.length : lineEnd;
      line += newlinesBetween(lower, counted, lineStart);
      counted = lineStart;
      matches.push({ kind: 'content', path: file.path, line, column: at - lineStart + 1, lineText: file.content.slice(lineStart, end) });
      at = lineEnd === -1 ? -1 : lower.indexOf(needle, lineEnd + 1);
    }
  }
  return matches;
}

/** How many line breaks `text` has from `from` up to (not including) `to`. */
function newlinesBetween(text: string, from: number, to: number): number {
  let count = 0;
  for (let at = text.indexOf('\n', from); at !== -1 && at < to; at = text.indexOf('\n', at + 1)) count += 1;
  return count;
}
