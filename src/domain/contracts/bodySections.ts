import { lookupIgnoringCase, wordTable } from './caseInsensitive';
import { isBlankCode } from './markdownLine';

/** The part of an issue body a line belongs to, by the heading above it. */
export type BodySection = 'none' | 'description' | 'skills' | 'other';

const SECTIONS = wordTable<BodySection>([
  ['description', 'description'],
  ['requirements', 'skills'],
  ['skills', 'skills'],
  ['required skills', 'skills'],
  ['skills required', 'skills'],
]);

/** The section a heading's text[start, end) opens, in any case (closing hashes, colon and blanks ignored). */
export const sectionAt = (text: string, start: number, end: number): BodySection => {
  let from = start;
  let to = end;
  while (from < to && isBlankCode(text.charCodeAt(from))) from += 1;
  for (let code = text.charCodeAt(to - 1); to > from && (code === 35 || code === 58 || isBlankCode(code)); ) {
    to -= 1;
    code = text.charCodeAt(to - 1);
  }
  return lookupIgnoringCase(SECTIONS, text, from, to) ?? 'other';
};
