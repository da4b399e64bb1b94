import { lookupIgnoringCase, wordTable } from './caseInsensitive';
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

/** Known labels, lower case, and what they give. */
const LABELS = wordTable<LineLabel>([
  ['priority', 'priority'],
  ['estimated hours', 'hours'],
  ['hours', 'hours'],
  ['token reward', 'reward'],
  ['reward', 'reward'],
  ['bounty', 'reward'],
  ['token bounty', 'reward'],
]);

/** The colon of a labelled line comes at most this far into it: the longest label, with emphasis. */
export const LABEL_COLON_WINDOW = 40;

const isEmphasisOrBlank = (code: number): boolean => code === 42 || code === 95 || isBlankCode(code);

/**
 * The label of the line [start, end) of `text`, whose first colon is at `colon`; null when the
 * text before the colon (without emphasis) is not one of the known labels.
 */
export const lineLabelAt = (text: string, start: number, end: number, colon: number): LineLabel | null => {
  if (colon < start || colon >= end || colon - start > LABEL_COLON_WINDOW) return null;
  let labelStart = start;
  let labelEnd = colon;
  while (labelStart < labelEnd && isEmphasisOrBlank(text.charCodeAt(labelStart))) labelStart += 1;
  while (labelEnd > labelStart && isEmphasisOrBlank(text.charCodeAt(labelEnd - 1))) labelEnd -= 1;
  return lookupIgnoringCase(LABELS, text, labelStart, labelEnd) ?? null;
};

/** Where a labelled line's value starts: after the colon, its emphasis and blanks. */
export const labelValueStart = (text: string, colon: number, end: number): number => {
  let at = colon + 1;
  while (at < end && isEmphasisOrBlank(text.charCodeAt(at))) at += 1;
  return at;
};

/** Where a labelled line's value ends: before closing emphasis and blanks. */
export const labelValueEnd = (text: string, valueStart: number, end: number): number => {
  let at = end;
  while (at > valueStart && isEmphasisOrBlank(text.charCodeAt(at - 1))) at -= 1;
  return at;
};

/** The label and value of one line, or null when it is not a known labelled line. */
export const matchLabelledLine = (line: string): LabelledLine | null => {
  const text = line.trim();
  const colon = text.indexOf(':');
  const label = lineLabelAt(text, 0, text.length, colon);
  if (label === null) return null;
  const valueStart = labelValueStart(text, colon, text.length);
  return { label, value: text.slice(valueStart, labelValueEnd(text, valueStart, text.length)) };
};
