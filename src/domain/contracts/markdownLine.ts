/**
 * Recognises the markdown constructs the issue parser cares about, on the range [start, end) of a
 * text that holds one line, already trimmed. Character tests, not regexes and no slicing: the
 * parser runs them on every line of every body.
 */

const HASH = 35;

export const isBlankCode = (code: number): boolean => code <= 32;
const isDigit = (code: number): boolean => code >= 48 && code <= 57;

/** The level (1-6) of an ATX heading (`## Skills`), whose text starts right after; else 0. */
export const headingLevelAt = (text: string, start: number, end: number): number => {
  let level = 0;
  while (start + level < end && text.charCodeAt(start + level) === HASH) level += 1;
  if (level === 0 || level > 6) return 0;
  return start + level === end || isBlankCode(text.charCodeAt(start + level)) ? level : 0;
};

/**
 * Where the content of an ordered list item (`1. `, `1) `) starting at a digit begins (after the
 * marker and its blanks); -1 when the line is not one. Bullets (`- `) the scanner reads itself.
 */
export const orderedItemStartAt = (text: string, start: number, end: number): number => {
  let at = start + 1;
  while (at < end && at - start < 10 && isDigit(text.charCodeAt(at))) at += 1;
  const mark = text.charCodeAt(at);
  if (mark !== 46 && mark !== 41) return -1;
  at += 1;
  if (at < end && !isBlankCode(text.charCodeAt(at))) return -1;
  while (at < end && isBlankCode(text.charCodeAt(at))) at += 1;
  return at;
};

export type CheckboxState = 'unchecked' | 'checked';

/** Whether list-item content at `at` opens with a task-list box (`[ ]`, `[x]`, `[X]`). */
export const checkboxAt = (text: string, at: number, end: number): CheckboxState | null => {
  if (at + 3 > end || text.charCodeAt(at) !== 91 || text.charCodeAt(at + 2) !== 93) return null;
  if (at + 3 < end && !isBlankCode(text.charCodeAt(at + 3))) return null;
  const mark = text.charCodeAt(at + 1);
  if (mark === 32) return 'unchecked';
  return mark === 120 || mark === 88 ? 'checked' : null;
};

/** `---`, `***`, `___` (blanks allowed between). */
export const isThematicBreakAt = (text: string, start: number, end: number): boolean => {
  const mark = text.charCodeAt(start);
  if (mark !== 45 && mark !== 42 && mark !== 95) return false;
  let count = 0;
  for (let at = start; at < end; at += 1) {
    const code = text.charCodeAt(at);
    if (code === mark) count += 1;
    else if (!isBlankCode(code)) return false;
  }
  return count >= 3;
};

/** The opening or closing line of a fenced code block (three backticks or tildes). */
export const isFenceAt = (text: string, start: number, end: number): boolean => {
  const mark = text.charCodeAt(start);
  if ((mark !== 96 && mark !== 126) || end - start < 3) return false;
  return text.charCodeAt(start + 1) === mark && text.charCodeAt(start + 2) === mark;
};

/** An HTML comment opens the line. */
export const isCommentStartAt = (text: string, start: number): boolean =>
  text.charCodeAt(start) === 60 && text.charCodeAt(start + 1) === 33 && text.startsWith('<!--', start);
