import * as v from 'valibot';
import { BUDGET_RANGES, COMMISSION_PRIORITIES, PROJECT_TYPES, TIMELINES } from '../../domain/hub/commissionOptions';
import type { PostedCommission, PostedOffer, ReceivedBrief } from '../../domain/hub/postedSubmissions';
import { EXPERIENCE_LEVELS, OFFER_AVAILABILITIES } from '../../domain/hub/serviceOffer';
import { PageNext } from './pageNext.schema';

/**
 * The answers of `/api/offers`, `/api/commissions` and `/api/briefs`, one schema each, read by the browser's HTTP
 * adapters and registered for the OpenAPI document; the requests are in `postingRequests.schema.ts`.
 */

const posting = { id: v.string(), poster: v.string(), postedAt: v.number() };

export const PostedOfferSchema: v.GenericSchema<unknown, PostedOffer> = v.object({
  ...posting,
  title: v.string(),
  description: v.string(),
  skills: v.array(v.string()),
  hourlyRateBsv: v.number(),
  availability: v.picklist(OFFER_AVAILABILITIES),
  experience: v.picklist(EXPERIENCE_LEVELS),
  portfolio: v.nullable(v.string()),
  contact: v.string(),
});

export const PostedCommissionSchema: v.GenericSchema<unknown, PostedCommission> = v.object({
  ...posting,
  title: v.string(),
  company: v.nullable(v.string()),
  description: v.string(),
  requirements: v.string(),
  techStack: v.array(v.string()),
  projectType: v.picklist(PROJECT_TYPES),
  budget: v.picklist(BUDGET_RANGES),
  timeline: v.picklist(TIMELINES),
  priority: v.picklist(COMMISSION_PRIORITIES),
  contact: v.string(),
});

export const ReceivedBriefSchema: v.GenericSchema<unknown, ReceivedBrief> = v.object({
  id: v.string(),
  offerId: v.string(),
  offerTitle: v.string(),
  from: v.string(),
  brief: v.string(),
  sentAt: v.number(),
});

/** The items of `key` in a list answer that match `item`; one malformed item is skipped, not the whole list. */
export function listOf<Item>(body: unknown, key: string, item: v.GenericSchema<unknown, Item>): readonly Item[] | undefined {
  const list = v.safeParse(v.object({ [key]: v.array(v.unknown()) }), body);
  if (!list.success) return undefined;
  return (list.output[key] as unknown[]).flatMap((candidate) => {
    const parsed = v.safeParse(item, candidate);
    return parsed.success ? [parsed.output] : [];
  });
}

/**
 * A page of a list answer: its items (as `listOf`) and the cursor of the next page (`PageNext`; null: the last, as
 * when the answer's `next` is missing or not a cursor).
 */
export function pageOf<Item>(body: unknown, key: string, item: v.GenericSchema<unknown, Item>): { items: readonly Item[]; next: string | null } | undefined {
  const items = listOf(body, key, item);
  const next = v.safeParse(PageNext, (body as { next?: unknown }).next);
  return items === undefined ? undefined : { items, next: next.success ? next.output : null };
}

/** `400 invalid-fields`: the domain's code for each refused field of a form. */
export const RefusedFieldsProblem = v.object({ code: v.literal('invalid-fields'), fieldErrors: v.record(v.string(), v.string()) });

// The answers.
export const OffersAnswer = v.object({ success: v.literal(true), offers: v.array(PostedOfferSchema), next: PageNext });
export const OfferPostedAnswer = v.object({ success: v.literal(true), offer: PostedOfferSchema });
export const CommissionsAnswer = v.object({ success: v.literal(true), commissions: v.array(PostedCommissionSchema), next: PageNext });
export const CommissionPostedAnswer = v.object({ success: v.literal(true), commission: PostedCommissionSchema });
export const BriefsAnswer = v.object({ success: v.literal(true), briefs: v.array(ReceivedBriefSchema), next: PageNext });
export const BriefSentAnswer = v.object({ success: v.literal(true), brief: ReceivedBriefSchema });
export const BriefCountAnswer = v.object({ success: v.literal(true), count: v.pipe(v.number(), v.safeInteger(), v.minValue(0)) });
/** `200` of a withdrawal or a closing. */
export const EndedAnswer = v.object({ success: v.literal(true) });
