import * as v from 'valibot';

/**
 * The answers of `/api/claims`, read by the browser's HTTP adapter and registered for the OpenAPI document; the
 * request is in `claimRequests.schema.ts`.
 */

/** The terms a claim froze when placed (the contract's reward, its unit and hours then). */
export const ClaimTermsSchema = v.object({
  rewardAmount: v.number(),
  rewardUnit: v.picklist(['BAPP', 'BCODE']),
  estimatedHours: v.number(),
});

export const ClaimSchema = v.object({
  issueNumber: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  githubUsername: v.string(),
  handcashHandle: v.string(),
  claimedBy: v.string(),
  claimedAt: v.number(),
  deadline: v.number(),
  /** Absent or null: unknown (a claim placed before claims kept their terms). */
  terms: v.optional(v.nullable(ClaimTermsSchema)),
});

/** `200` of `GET`: every open claim (the adapter keeps the well-formed ones). */
export const ClaimsAnswer = v.object({ success: v.literal(true), claims: v.array(ClaimSchema) });
/** `201` of `POST`: the claim as placed. */
export const ClaimPlacedAnswer = v.object({ success: v.literal(true), claim: ClaimSchema });
/** `409 taken`: another claim was placed between the server's check and its write; the holder's claim, whole. */
export const TakenProblem = v.object({ holder: ClaimSchema });
/** `409 contract-not-available` of a claimed contract: its claim, without the issue number (the request's). */
export const HeldProblem = v.object({ contractStatus: v.literal('claimed'), holder: v.omit(ClaimSchema, ['issueNumber']) });
