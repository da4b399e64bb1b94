import * as v from 'valibot';
import { ACTIVITY_KINDS } from '../../domain/exchange/market/activity';
import { PageNext } from './pageNext.schema';
import { PageQuery } from './pageQuery.schema';

/** `GET /api/market/activity`: a page (`limit`, `cursor`) of the whole market's events, or of one item's (`itemId`). */
export const ActivityQuery = v.object({
  ...PageQuery.entries,
  itemId: v.optional(v.pipe(v.string(), v.maxLength(200), v.description('One item’s events only; absent: the whole market’s.'))),
});

/**
 * One event of the feed, newest first; `priceSatoshis` a token (null for a mint). A `dividend`'s `quantity` is the
 * holders paid and its `priceSatoshis` the whole amount distributed.
 */
export const ActivityEventSchema = v.object({
  id: v.number(),
  kind: v.picklist(ACTIVITY_KINDS),
  itemId: v.string(),
  at: v.number(),
  actor: v.string(),
  counterparty: v.nullable(v.string()),
  quantity: v.number(),
  priceSatoshis: v.nullable(v.number()),
});

export const ActivityAnswer = v.object({ success: v.literal(true), events: v.array(ActivityEventSchema), next: PageNext });
