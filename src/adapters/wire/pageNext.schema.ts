import * as v from 'valibot';

/**
 * The `next` of the paged lists' answers (`/api/offers`, `/api/commissions`, `/api/briefs`), read by the browser
 * (`pageOf`) and registered for the OpenAPI document; the query the routes parse is `pageQuery.schema.ts`'s.
 */

/** A cursor as this server spells one: base64url, at most 64 characters (`listCursor.ts` decodes it). */
export const LIST_CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The `next` of a page: the cursor of the page after it, null on the last. */
export const PageNext = v.pipe(
  v.nullable(v.pipe(v.string(), v.regex(LIST_CURSOR_PATTERN))),
  v.description('The cursor of the next page (send it back as `cursor`); null: this is the last page.'),
);
