import { equalsCodesIgnoringCase, initialTable, wordsStartingAt } from './caseInsensitive';
import { isBlankCode } from './markdownLine';

/**
 * A labelled line of the issue template: `**Priority:** High`, `**Estimated Hours:** 12`,
 * `**Token Reward:** 45,000 BAPP`. Emphasis is optional (either side of the colon) and the label
 * matches in any case.
 */
export type LineLabel = 'priority' | 'hours' | 'reward';

export interface LabelledLine {
  readonly label: LineLabel;
  /** The text after the colon, without emphasis or blanks around it. */
  readonly value: string;
}

/** Known labels, lower case, and what they give, by their first letter. */
const LABELS = initialTable<LineLabel>([
  ['priority', 'priority'],
  ['estimated hours', 'hours'],
  ['hours', 'hours'],
  ['token reward', 'reward'],
  ['reward', 'reward'],
  ['bounty', 'reward'],
  ['token bounty', 'reward'],
]);

/** The colon of a labelled line comes at most this far into it: the longest label, with emphasis. */
const LABEL_COLON_WINDOW = 40;

const COLON = 58;
const isEmphasisOrBlank = (code: number): boolean => code === 42 || code === 95 || isBlankCode(code);

/**
 * Reads labelled lines without slicing them: `read` says whether a line is one and, when it is,
 * leaves its label and the bounds of its value here. The label is found from the line's first
 * letter, so a line that is not labelled costs a character or two and no search for its colon.
 * Mutable; the issue-body scanner owns one.
 */
export class LabelledLineReader {
  label: LineLabel = 'priority';
  valueStart = 0;
  valueEnd = 0;

  /**
   * Whether text[start, end) (one trimmed line) is a labelled line: emphasis and blanks, a known
   * label in any case, emphasis and blanks, then its first colon, at most `LABEL_COLON_WINDOW` in.
   */
  read(text: string, start: number, end: number): boolean {
    let labelStart = start;
    while (labelStart < end && isEmphasisOrBlank(text.charCodeAt(labelStart))) labelStart += 1;
    const candidates = labelStart < end ? wordsStartingAt(LABELS, text, labelStart) : undefined;
    if (candidates === undefined) return false;
    for (const { codes, value: label } of candidates) {
      const labelEnd = labelStart + codes.length;
      if (labelEnd > end || !equalsCodesIgnoringCase(text, labelStart, labelEnd, codes)) continue;
      let colon = labelEnd;
      while (colon < end && isEmphasisOrBlank(text.charCodeAt(colon))) colon += 1;
      if (colon === end || text.charCodeAt(colon) !== COLON || colon - start > LABEL_COLON_WINDOW) continue;
      this.label = label;
      this.valueStart = valueStartAfter(text, colon, end);
      this.valueEnd = valueEndBefore(text, this.valueStart, end);
      return true;
    }
    return false;
  }
}

/** Where a labelled line's value starts: after the colon, its emphasis and blanks. */
const valueStartAfter = (text: string, colon: number, end: number): number => {
  let at = colon + 1;
  while (at < end && isEmphasisOrBlank(text.charCodeAt(at))) at += 1;
  return at;
};

/** Where a labelled line's value ends: before closing emphasis and blanks. */
const valueEndBefore = (text: string, valueStart: number, end: number): number => {
  let at = end;
  while (at > valueStart && isEmphasisOrBlank(text.charCodeAt(at - 1))) at -= 1;
  return at;
};

/** The label and value of one line, or null when it is not a known labelled line. */
export const matchLabelledLine = (line: string): LabelledLine | null => {
  const text = line.trim();
  const reader = new LabelledLineReader();
  if (!reader.read(text, 0, text.length)) return null;
  return { label: reader.label, value: text.slice(reader.valueStart, reader.valueEnd) };
};
