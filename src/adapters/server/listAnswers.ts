import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { PAGE_LIMIT_DEFAULT, type ListPage, type PageRequest } from '../../ports/listPage';
import { PageQuery } from '../wire/pageQuery.schema';
import { problem } from './apiAnswers';
import { decodeListCursor, encodeListCursor } from './listCursor';
import { parseQuery } from './requestValidation';

/** A list page ready to send: its JSON as bytes, its ETag and the cursor of the next page (null: the last). */
export interface PreparedPage {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly etag: string;
  readonly next: string | null;
}

/**
 * The page a list request asks for, its query parsed with the endpoint's schema (`PageQuery`: `?limit=1..100`, 30
 * when absent, `&cursor=…`), or the refusal: 400 `out-of-range` (`field: limit`, `min`, `max`) or `invalid-cursor`
 * (`field: cursor`, a cursor this server did not give).
 */
export function pageRequestOf(c: Context): PageRequest | Response {
  const query = parseQuery(c, PageQuery);
  if (!query.ok) return query.answer;
  const limit = query.value.limit === undefined ? PAGE_LIMIT_DEFAULT : Number(query.value.limit);
  if (query.value.cursor === undefined) return { after: null, limit };
  const after = decodeListCursor(query.value.cursor);
  return after === null ? problem(c, 400, 'invalid-cursor', { field: 'cursor' }) : { after, limit };
}

/** A page as `{success, <key>: items, next}` with a strong ETag of its text (SHA-256, 128 bits shown). */
export function preparePage<Item>(key: string, page: ListPage<Item>): PreparedPage {
  const next = page.next === null ? null : encodeListCursor(page.next);
  const text = JSON.stringify({ success: true, [key]: page.items, next });
  // Encoded once: a cached page is sent as these bytes on every request.
  const body = new TextEncoder().encode(text);
  return { body, etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 22)}"`, next };
}

/**
 * Answers a prepared page: 304 with no body when `If-None-Match` names its ETag, else 200 with it; a `Link` to the
 * next page (same limit) when there is one. `no-cache`: a browser keeps it but asks again, with its ETag, each time.
 */
export function pageAnswer(c: Context, page: PreparedPage, limit: number, privately = false): Response {
  c.header('Cache-Control', privately ? 'private, no-cache' : 'no-cache');
  c.header('ETag', page.etag);
  if (page.next !== null) c.header('Link', `<${c.req.path}?limit=${limit}&cursor=${page.next}>; rel="next"`);
  const asked = c.req.header('if-none-match');
  if (asked !== undefined && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)) return c.body(null, 304);
  return c.body(page.body, 200, { 'Content-Type': 'application/json' });
}
