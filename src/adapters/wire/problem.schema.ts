import * as v from 'valibot';

/**
 * Every refusal of the app's API: RFC 9457 problem details (`application/problem+json`) with the `code` naming the
 * rule that refused, the `field` at fault when there is one, and facts a page needs (`src/adapters/server/apiAnswers.ts`).
 */
export const ProblemSchema = v.object({
  type: v.string(),
  title: v.string(),
  status: v.pipe(v.number(), v.integer()),
  code: v.string(),
  field: v.optional(v.string()),
});
