import * as v from 'valibot';
import { FaultSchema } from './contracts.schema';

/**
 * The answers of the server's GitHub gateway (`/api/github`, with `GITHUB_TOKEN`), for the OpenAPI document. Lists
 * are GitHub's own JSON; the gateway's failures are `{error}` with the fault, flagged by `X-GitHub-Gateway-Error`.
 */

/** `200` of a list: one page of GitHub's issues or pulls, as GitHub answers it. */
export const GitHubListAnswer = v.array(v.record(v.string(), v.unknown()));
/** `200` of `GET /api/github/open-issue-count`. */
export const OpenIssueCountAnswer = v.object({ count: v.pipe(v.number(), v.safeInteger(), v.minValue(0)) });
/** A failure without data (`429`, `502`, `504`): the fault. */
export const GatewayFailure = v.object({ error: FaultSchema });
/** A refusal of the gateway's own (`404` another repository or page, `401` a bad webhook signature, `413`). */
export const GatewayRefusal = v.object({ success: v.literal(false), error: v.string() });
/** `202` of the webhook: the event, and whether it refreshes the lists. */
export const WebhookAnswer = v.object({ success: v.literal(true), event: v.string(), refreshing: v.boolean() });
