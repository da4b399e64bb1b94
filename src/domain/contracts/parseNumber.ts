/**
 * Numbers in issue text, with optional thousands separators (`1,200`) and decimals (`2.5`). A
 * comma group that is not exactly three digits ends the number (`1,20` reads as 1). Hand-written
 * and in place (no regex, no object, no slicing for whole numbers): the parser reads several
 * numbers per issue body.
 */

const COMMA = 44;
const DOT = 46;
const isDigitAt = (text: string, at: number): boolean => {
  const code = text.charCodeAt(at);
  return code >= 48 && code <= 57;
};
const isThreeDigitsAt = (text: string, at: number): boolean =>
  isDigitAt(text, at) && isDigitAt(text, at + 1) && isDigitAt(text, at + 2);
const digitAt = (text: string, at: number): number => text.charCodeAt(at) - 48;

/** Where the first number of text[from, to) starts, or -1. */
export const numberStartIn = (text: string, from: number, to: number): number => {
  for (let at = from; at < to; at += 1) if (isDigitAt(text, at)) return at;
  return -1;
};

/** Where the number starting at `start` (a digit) ends, within `to`. */
export const numberEndAt = (text: string, start: number, to: number): number => {
  let at = start;
  while (at < to && isDigitAt(text, at)) at += 1;
  if (at - start <= 3) {
    while (at + 3 < to && text.charCodeAt(at) === COMMA && isThreeDigitsAt(text, at + 1)) {
      if (at + 4 < to && isDigitAt(text, at + 4)) break;
      at += 4;
    }
  }
  if (at + 1 < to && text.charCodeAt(at) === DOT && isDigitAt(text, at + 1)) {
    at += 1;
    while (at < to && isDigitAt(text, at)) at += 1;
  }
  return at;
};

/** The value of the number text[start, end) found by `numberEndAt`; NaN when it does not fit a double. */
export const numberValueOf = (text: string, start: number, end: number): number => {
  let value = 0;
  let at = start;
  for (; at < end; at += 1) {
    const code = text.charCodeAt(at);
    if (code === DOT) break;
    if (code !== COMMA) value = value * 10 + digitAt(text, at);
  }
  if (at < end) value = Number(`${value}.${text.slice(at + 1, end)}`);
  return Number.isFinite(value) ? value : Number.NaN;
};

/** The first number of text[from, to), or null when there is none (or it does not fit a double). */
export const firstNumberIn = (text: string, from: number, to: number): number | null => {
  const start = numberStartIn(text, from, to);
  if (start === -1) return null;
  const value = numberValueOf(text, start, numberEndAt(text, start, to));
  return Number.isNaN(value) ? null : value;
};

export const parseFirstNumber = (text: string): number | null => firstNumberIn(text, 0, text.length);
