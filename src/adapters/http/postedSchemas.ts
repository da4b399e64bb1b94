import * as z from 'zod/mini';
import { BUDGET_RANGES, COMMISSION_PRIORITIES, PROJECT_TYPES, TIMELINES } from '../../domain/hub/commissionOptions';
import type { PostedCommission, PostedOffer, ReceivedBrief } from '../../domain/hub/postedSubmissions';
import { EXPERIENCE_LEVELS, OFFER_AVAILABILITIES } from '../../domain/hub/serviceOffer';

const posting = { id: z.string(), poster: z.string(), postedAt: z.number() };

export const PostedOfferSchema: z.ZodMiniType<PostedOffer> = z.object({
  ...posting,
  title: z.string(),
  description: z.string(),
  skills: z.array(z.string()),
  hourlyRateBsv: z.number(),
  availability: z.enum(OFFER_AVAILABILITIES),
  experience: z.enum(EXPERIENCE_LEVELS),
  portfolio: z.nullable(z.string()),
  contact: z.string(),
});

export const PostedCommissionSchema: z.ZodMiniType<PostedCommission> = z.object({
  ...posting,
  title: z.string(),
  company: z.nullable(z.string()),
  description: z.string(),
  requirements: z.string(),
  techStack: z.array(z.string()),
  projectType: z.enum(PROJECT_TYPES),
  budget: z.enum(BUDGET_RANGES),
  timeline: z.enum(TIMELINES),
  priority: z.enum(COMMISSION_PRIORITIES),
  contact: z.string(),
});

export const ReceivedBriefSchema: z.ZodMiniType<ReceivedBrief> = z.object({
  id: z.string(),
  offerId: z.string(),
  offerTitle: z.string(),
  from: z.string(),
  brief: z.string(),
  sentAt: z.number(),
});

/** The items of `key` in a list answer that match `item`; one malformed item is skipped, not the whole list. */
export function listOf<Item>(body: unknown, key: string, item: z.ZodMiniType<Item>): readonly Item[] | undefined {
  const list = z.object({ [key]: z.array(z.unknown()) }).safeParse(body);
  if (!list.success) return undefined;
  return (list.data[key] as unknown[]).flatMap((candidate) => {
    const parsed = item.safeParse(candidate);
    return parsed.success ? [parsed.data] : [];
  });
}
