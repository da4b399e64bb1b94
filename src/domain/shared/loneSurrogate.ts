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
