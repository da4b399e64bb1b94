/**
 * U+0000 (NUL). No keyboard types it, but a paste of binary data or a hand-made request can carry it, and no text
 * we keep may hold it: PostgreSQL's `text` and `jsonb` refuse it, and it means nothing to a reader.
 */
export const NUL_CHARACTER = '\u0000';

/** True when `text` holds the NUL character anywhere, so it cannot be kept as typed. */
export const holdsNulCharacter = (text: string): boolean => text.includes(NUL_CHARACTER);

/** `code` when `text` holds the NUL character, else null: the characters check a form runs on each text field. */
export const nulCharacterError = <Code extends string>(text: string, code: Code): Code | null => (holdsNulCharacter(text) ? code : null);

/** A UTF-16 surrogate without its pair: no character at all, so it cannot be stored or shown as sent. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` holds a lone surrogate anywhere (a hand-made `"\ud800"` in JSON, a cut emoji). */
export const holdsLoneSurrogate = (text: string): boolean => LONE_SURROGATE.test(text);

/**
 * The path (`files.0.name`) of the first text inside `value` (strings, arrays and plain objects, keys included)
 * that holds a lone surrogate, or null when every text is well formed.
 */
export const loneSurrogatePath = (value: unknown, path: readonly string[] = []): string | null => {
  if (typeof value === 'string') return holdsLoneSurrogate(value) ? path.join('.') || 'body' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = holdsLoneSurrogate(key) ? [...path, key].join('.') : loneSurrogatePath(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
};
