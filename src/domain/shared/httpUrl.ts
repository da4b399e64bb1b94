// Whitespace (any Unicode space) or a control character anywhere: browsers strip or skip some of these
// when parsing a URL, so `java\tscript:` or ` javascript:` could slip past a scheme check.
const UNSAFE_CHARACTER = /[\s\u0000-\u001f\u007f-\u009f]/u;
// An absolute http(s) URL with a non-empty authority.
const HTTP_URL = /^https?:\/\/[^/?#\\]+/i;

/**
 * The URL, unchanged, only when it is an absolute http(s) URL without whitespace or control characters; else null.
 * Untrusted addresses (GitHub records, wallet profiles) pass through this before they become a link or an image.
 */
export const safeHttpUrl = (url: unknown): string | null =>
  typeof url === 'string' && !UNSAFE_CHARACTER.test(url) && HTTP_URL.test(url) ? url : null;
