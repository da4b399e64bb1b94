import * as v from 'valibot';
import { WIRE_CATEGORIES, WIRE_PRIORITIES, WIRE_PULL_STATUSES, WIRE_STATUSES, WIRE_UNITS } from '../http/contractsWire';
import { FaultSchema } from './contracts.schema';
import { PageQuery } from './pageQuery.schema';

/**
 * `GET /api/contracts`'s query and its named answer: only the server parses and writes them (the page reads the compact
 * rows), so the page's chunks do not carry them.
 */

const text = v.string();
const count = v.number();
const nullableText = v.nullable(v.string());

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
      terms: v.pipe(
        v.nullable(v.object({ rewardAmount: count, rewardUnit: v.picklist(WIRE_UNITS), estimatedHours: count })),
        v.description('The terms the claim froze (what it pays); null for a GitHub assignee or a claim older than frozen terms.'),
      ),
    }),
  ),
  pullRequest: v.nullable(v.object({ number: count, url: text, status: v.picklist(WIRE_PULL_STATUSES), authorLogin: nullableText })),
  skills: v.array(text),
  deliverables: v.array(text),
  fundedSatoshis: v.pipe(v.nullable(count), v.description('The reward held in escrow for it, in satoshis (paid to its worker on a paying merge); null: not funded.')),
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
