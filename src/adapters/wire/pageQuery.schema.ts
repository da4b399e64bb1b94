import * as v from 'valibot';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from '../../ports/listPage';
import { LIST_CURSOR_PATTERN } from './pageNext.schema';
import { ruleCheck } from './wireFields';

/**
 * The query of the paged lists (`/api/offers`, `/api/commissions`, `/api/briefs`): the routes parse it with
 * `PageQuery` (`listAnswers.ts`) and the OpenAPI document describes it from the same schema. Only the server parses
 * it, so the browser's chunks do not carry it; the answers' `next` is `pageNext.schema.ts`'s.
 */

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
