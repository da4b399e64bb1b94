import * as v from 'valibot';
import { WIRE_CATEGORIES, WIRE_PRIORITIES, WIRE_PULL_STATUSES, WIRE_STATUSES, WIRE_UNITS } from '../http/contractsWire';
import { PageQuery } from './pageQuery.schema';

/**
 * The answers of `/api/contracts` (the contracts the server derives from GitHub), registered for the OpenAPI document.
 */

const text = v.string();
const count = v.number();
const nullableText = v.nullable(v.string());

/** Why the server's GitHub data is missing or stale (a `CodeHostError`). */
export const FaultSchema = v.object({
  code: v.picklist(['rate-limited', 'http-status', 'network', 'malformed-response']),
  message: text,
  rateLimitResetAt: v.optional(count),
});

/**
 * `200` of `GET /api/contracts` (ETag; 304 when it matches): GitHub's fault, if any, and the contracts as compact rows,
 * one JSON array per contract, with the repository's issue and pull request URLs that their links continue
 * (`src/adapters/http/contractsWire.ts` writes and reads them; `X-Contracts-Checked-At` says when GitHub was last read).
 */
export const ContractsAnswer = v.object({
  success: v.literal(true),
  fault: v.nullable(FaultSchema),
  issueUrl: nullableText,
  pullUrl: nullableText,
  rows: v.array(v.array(v.unknown())),
});
/** `502 code-host-unavailable`: the server has never read the repository; the fault says why. */
export const CodeHostUnavailableProblem = v.object({ fault: FaultSchema });

/** One contract with every field named and closed vocabularies as words (`contractsNamed.ts` writes and reads it). */
export const NamedContract = v.object({
  issueNumber: count,
  issueUrl: text,
  title: text,
  description: text,
  rewardAmount: v.pipe(count, v.description('Whole tokens of `rewardUnit`.')),
  rewardUnit: v.picklist(WIRE_UNITS),
  estimatedHours: count,
  priority: v.picklist(WIRE_PRIORITIES),
  category: v.picklist(WIRE_CATEGORIES),
  status: v.picklist(WIRE_STATUSES),
  assignee: v.nullable(
    v.object({
      githubUsername: text,
      handcashHandle: nullableText,
      claimedBy: v.pipe(nullableText, v.description('The signed-in handle that claimed it; null for a GitHub assignee.')),
      claimedAt: v.nullable(count),
      deadline: v.nullable(count),
    }),
  ),
  pullRequest: v.nullable(v.object({ number: count, url: text, status: v.picklist(WIRE_PULL_STATUSES), authorLogin: nullableText })),
  skills: v.array(text),
  deliverables: v.array(text),
});

/** `200` of `GET /api/contracts`: one page of contracts, named, in the server's order, and the cursor of the next (null: the last). */
export const NamedContractsAnswer = v.object({
  success: v.literal(true),
  fault: v.nullable(FaultSchema),
  contracts: v.array(NamedContract),
  next: v.nullable(text),
});

/** `GET /api/contracts`'s query: a page (`limit` 30 by default, at most 100; `cursor`), a `status` to keep, or `form=compact` (the page's own first load). */
export const ContractsQuery = v.object({
  ...PageQuery.entries,
  status: v.optional(v.pipe(v.picklist(WIRE_STATUSES, 'invalid-field'), v.description('Only the contracts of this status (`available`: the ones to claim).'))),
  form: v.optional(
    v.pipe(
      v.picklist(['compact'], 'invalid-field'),
      v.description('`compact`: every contract at once as positional rows (`issueUrl`, `pullUrl`, `rows`), the app’s own first load; unpaged, ETag, precompressed.'),
    ),
  ),
});
