import * as v from 'valibot';

/**
 * The answers of `/api/contracts` (the contracts the server derives from GitHub, and a contract's history), read by
 * the browser's HTTP adapter and registered for the OpenAPI document.
 */

const text = v.string();
const count = v.number();
const nullableText = v.nullable(v.string());
const nullableCount = v.nullable(v.number());

export const ContractSchema = v.object({
  id: text,
  githubIssueNumber: count,
  githubIssueUrl: text,
  title: text,
  description: text,
  rewardAmount: count,
  rewardUnit: v.picklist(['BAPP', 'BCODE']),
  estimatedHours: count,
  priority: v.picklist(['Critical', 'High', 'Medium', 'Low']),
  category: v.picklist(['developer', 'writing']),
  status: v.picklist(['available', 'claimed', 'in_progress', 'submitted', 'expired', 'completed']),
  assignee: v.nullable(
    v.object({ githubUsername: text, handcashHandle: nullableText, claimedBy: nullableText, claimedAt: nullableCount, deadline: nullableCount }),
  ),
  pullRequest: v.nullable(v.object({ number: count, url: text, status: v.picklist(['open', 'merged', 'closed']), authorLogin: v.optional(nullableText) })),
  skills: v.array(text),
  deliverables: v.array(text),
});

/** Why the server's GitHub data is missing or stale (a `CodeHostError`). */
export const FaultSchema = v.object({
  code: v.picklist(['rate-limited', 'http-status', 'network', 'malformed-response']),
  message: text,
  rateLimitResetAt: v.optional(count),
});

/** `200` of `GET /api/contracts` (ETag; 304 when it matches): when GitHub was last read, its fault, the contracts. */
export const ContractsAnswer = v.object({ success: v.literal(true), checkedAt: nullableCount, fault: v.nullable(FaultSchema), contracts: v.array(ContractSchema) });
/** `502 code-host-unavailable`: the server has never read the repository; the fault says why. */
export const CodeHostUnavailableProblem = v.object({ fault: FaultSchema });

/** The facts of an event or a notice: a payee, an amount, a transaction, a reason, a pull request number. */
const Detail = v.record(v.string(), v.union([v.string(), v.number(), v.null()]));
const EVENT_KINDS = ['claimed', 'released', 'expired', 'pull-request-opened', 'merged', 'paid', 'payout-override'] as const;

/** `200` of `GET /api/contracts/{issueNumber}/history`: the contract's activity, oldest first. */
export const HistoryAnswer = v.object({
  success: v.literal(true),
  events: v.array(v.object({ issueNumber: count, kind: v.picklist(EVENT_KINDS), actor: nullableText, at: count, detail: Detail })),
});

/** `200` of `GET /api/notices`: the signed-in person's inbox entries about contracts, newest first. */
export const NoticesAnswer = v.object({
  success: v.literal(true),
  notices: v.array(
    v.object({ id: text, to: text, kind: v.picklist([...EVENT_KINDS, 'claim-reminder']), issueNumber: count, at: count, detail: Detail }),
  ),
});
