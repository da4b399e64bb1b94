import * as v from 'valibot';
import type { CodeItem } from '../../domain/exchange/codeItem';
import { safeHttpUrl } from '../../domain/shared/httpUrl';
import { CodeItemSchema } from '../wire/portfolio.schema';

/**
 * A link the server gave for an item, made absolute against this page's origin, only when it is then an http(s)
 * URL without whitespace or control characters (`safeHttpUrl`); else null. `javascript:` and the like never pass.
 */
export function itemUrl(url: unknown, origin: string): string | null {
  if (typeof url !== 'string') return null;
  // The server's own pages come as paths (`/sandbox-wallet/items/…`); `//host` is another site, not a path.
  return safeHttpUrl(url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url);
}

/**
 * One item of the server's `{items}` answer, read with the route's schema (`CodeItemSchema`); null when it does not
 * match it (the list keeps the items that do). Its link is kept only when safe (`itemUrl`).
 */
export function codeItemOfAnswer(value: unknown, origin: string): CodeItem | null {
  const parsed = v.safeParse(CodeItemSchema, value);
  if (!parsed.success) return null;
  const item = parsed.output;
  return { ...item, files: item.files.map(({ name, sha256 }) => ({ name, sha256 })), url: itemUrl(item.url, origin) };
}
