import * as v from 'valibot';

/**
 * The requests of `/api/offers`, `/api/commissions` and `/api/briefs`: the routes parse with them; the browser's
 * adapter checks what it sends against their types (`Sendable`), so its chunks do not carry them.
 */

// The requests: the domain's values with their choices as plain text; the domain's rules check the rest.
export const OfferRequest = v.object({
  title: v.string(),
  description: v.string(),
  skills: v.array(v.string()),
  hourlyRateBsv: v.number(),
  availability: v.string(),
  experience: v.string(),
  portfolio: v.nullable(v.string()),
  contact: v.string(),
});

export const CommissionRequest = v.object({
  title: v.string(),
  company: v.nullable(v.string()),
  description: v.string(),
  requirements: v.string(),
  techStack: v.array(v.string()),
  projectType: v.string(),
  budget: v.string(),
  timeline: v.string(),
  priority: v.string(),
  contact: v.string(),
});

/** A brief to the poster of the open offer `offerId` (digits, as the offers' ids are). */
export const BriefRequest = v.object({
  offerId: v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, 'not-an-offer-id')),
  brief: v.string(),
});
