import * as v from 'valibot';
import { issueNumberField, storableText } from './wireFields';

/** Longest name accepted for a GitHub username or HandCash handle (GitHub allows 39 characters). */
const NAME_MAX = 100;

/**
 * `POST /api/claims`: what the claims table cannot hold is refused with a 400 naming the field (`wireFields.ts`): the
 * database refusing it would fail the whole batch of claims its statement carries. The domain's rules check the rest.
 * The browser's adapter sends a `ClaimInput`, so its chunks do not carry this schema.
 */
export const ClaimRequest = v.object({
  issueNumber: issueNumberField(),
  githubUsername: storableText(NAME_MAX),
  handcashHandle: storableText(NAME_MAX),
  // Not kept as sent: the domain refuses any number of days but its choices.
  estimatedDays: v.optional(v.number()),
});
