import * as v from 'valibot';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from '../../ports/listPage';
import { ruleCheck } from './wireFields';

/**
 * The query and the `next` of the paged lists (`/api/offers`, `/api/commissions`, `/api/briefs`): the routes parse
 * the query with `PageQuery` (`listAnswers.ts`), the browser reads `next` with `PageNext` (`pageOf`), and the OpenAPI
 * document describes both from these schemas.
 */

/** A cursor as this server spells one: base64url, at most 64 characters (`listCursor.ts` decodes it). */
export const LIST_CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const LIMIT_DIGITS = /^\d{1,4}$/;
const isPageLimit = (text: string): boolean => LIMIT_DIGITS.test(text) && Number(text) >= 1 && Number(text) <= PAGE_LIMIT_MAX;

/**
 * `?limit=1..100&cursor=…`: a limit that is not a whole number in range is 400 `out-of-range` (`field: limit`, `min`,
 * `max`); a cursor of another spelling 400 `invalid-cursor` (`field: cursor`), as is one this server did not give.
 */
export const PageQuery = v.object({
  limit: v.optional(
    v.pipe(
      v.string(),
      v.description(`How many items the page holds (${PAGE_LIMIT_DEFAULT} when absent).`),
      ruleCheck(isPageLimit, 'out-of-range', { min: 1, max: PAGE_LIMIT_MAX }),
    ),
  ),
  cursor: v.optional(
    v.pipe(v.string(), v.description('The `next` of the page before (also in its `Link` header); absent: the first page.'), v.regex(LIST_CURSOR_PATTERN, 'invalid-cursor')),
  ),
});

/** The `next` of a page: the cursor of the page after it, null on the last. */
export const PageNext = v.pipe(
  v.nullable(v.pipe(v.string(), v.regex(LIST_CURSOR_PATTERN))),
  v.description('The cursor of the next page (send it back as `cursor`); null: this is the last page.'),
);
