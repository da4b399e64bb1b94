/**
 * Case-insensitive comparison of part of a text with known words (lower-case ASCII letters and
 * spaces), in place: no slicing, no lower-casing, so no allocation on the parser's hot path.
 */

const SPACE = 32;

/** Whether text[start, end) equals the word whose character codes are `codes`, in any case. */
export const equalsCodesIgnoringCase = (text: string, start: number, end: number, codes: readonly number[]): boolean => {
  if (end - start !== codes.length) return false;
  for (let at = 0; at < codes.length; at += 1) {
    const expected = codes[at];
    const code = text.charCodeAt(start + at);
    if (code !== expected && (expected === SPACE || (code | 32) !== expected)) return false;
  }
  return true;
};

const codesOf = (word: string): readonly number[] => Array.from(word, (char) => char.charCodeAt(0));

export interface TableEntry<V> {
  readonly codes: readonly number[];
  readonly value: V;
}

/** Known words grouped by length (as character codes), so a lookup compares only words of that length. */
export type WordTable<V> = readonly (readonly TableEntry<V>[] | undefined)[];

export const wordTable = <V>(entries: readonly (readonly [string, V])[]): WordTable<V> => {
  const table: TableEntry<V>[][] = [];
  for (const [word, value] of entries) (table[word.length] ??= []).push({ codes: codesOf(word), value });
  return table;
};

/** Known words grouped by the code of their first letter, to find which of them may start at a position. */
export type InitialTable<V> = readonly (readonly TableEntry<V>[] | undefined)[];

export const initialTable = <V>(entries: readonly (readonly [string, V])[]): InitialTable<V> => {
  const table: TableEntry<V>[][] = [];
  for (const [word, value] of entries) (table[word.charCodeAt(0)] ??= []).push({ codes: codesOf(word), value });
  return table;
};

/** The known words whose first letter is text[at], in any case; undefined when none. */
export const wordsStartingAt = <V>(table: InitialTable<V>, text: string, at: number): readonly TableEntry<V>[] | undefined =>
  table[text.charCodeAt(at) | 32];

/** The value of the word text[start, end) equals in any case, or undefined. */
export const lookupIgnoringCase = <V>(table: WordTable<V>, text: string, start: number, end: number): V | undefined => {
  const candidates = table[end - start];
  if (candidates === undefined) return undefined;
  for (let index = 0; index < candidates.length; index += 1) {
    const candidate = candidates[index];
    if (candidate !== undefined && equalsCodesIgnoringCase(text, start, end, candidate.codes)) return candidate.value;
  }
  return undefined;
};
