/**
 * The 1-based column where a snippet name being typed starts, for a cursor at `column` in `lineText`: the start
 * of the run of letters, digits, '_' and '-' just before the cursor. Snippet names contain '-', which editors
 * treat as a word break, so replacing only the current word would leave `bitcoin-` behind.
 */
export function snippetPrefixStart(lineText: string, column: number): number {
  let start = Math.max(1, Math.min(column, lineText.length + 1));
  while (start > 1 && /[\w-]/.test(lineText.charAt(start - 2))) start -= 1;
  return start;
}
