import { lookupIgnoringCase, wordTable } from './caseInsensitive';
import type { Priority } from './contract';
import { CONTRACT_DEFAULT_PRIORITY, CONTRACT_PRIORITIES } from './contractConstants';

const PRIORITY_WORDS = wordTable(CONTRACT_PRIORITIES.map((priority) => [priority.toLowerCase(), priority] as const));
const isLetter = (code: number): boolean => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/** The priority the first word of text[start, end) names (`high`, `**Critical**`), in any case; else the default. */
export const parsePriorityAt = (text: string, start: number, end: number): Priority => {
  let wordStart = start;
  while (wordStart < end && !isLetter(text.charCodeAt(wordStart))) wordStart += 1;
  let wordEnd = wordStart;
  while (wordEnd < end && isLetter(text.charCodeAt(wordEnd))) wordEnd += 1;
  return lookupIgnoringCase(PRIORITY_WORDS, text, wordStart, wordEnd) ?? CONTRACT_DEFAULT_PRIORITY;
};

/** The priority a labelled value names, in any case; else the default. */
export const parsePriority = (value: string): Priority => parsePriorityAt(value, 0, value.length);
