import * as v from 'valibot';
import { WIRE_STATUSES, WIRE_UNITS } from '../http/contractsWire';
import { BOUNTY_SORTS } from '../../domain/repositories/bountyQuery';
import { ruleCheck } from './wireFields';

/**
 * The messages of `/api/repositories`, `/api/bounties` and `/api/projects` (repositories connected to the hub and
 * their contracts), imported by the server's routes and the browser's adapter; the OpenAPI document is generated
 * from them (`apiEndpoints.ts`).
 */

const text = v.string();
const count = v.number();

/** `POST /api/repositories` `{fullName}`: the repository to connect, `owner/name`. */
export const ConnectRepositoryRequest = v.object({ fullName: v.pipe(v.string(), v.maxLength(200)) });

/** A connected repository: its id, delivery path and the GitHub logins known to maintain it. */
export const ConnectedRepositoryView = v.object({
  id: text,
  fullName: text,
  maintainers: v.array(text),
  connectedAt: v.pipe(count, v.description('Epoch milliseconds.')),
  deliveryPath: v.pipe(text, v.description('Where GitHub delivers its webhook for this repository, `/api/github/webhook/<id>`.')),
});

/** `200` of `GET /api/repositories`: the connected repositories, oldest first. */
export const ConnectedRepositoriesAnswer = v.object({ success: v.literal(true), repositories: v.array(ConnectedRepositoryView) });

/** `201` of `POST /api/repositories`: the repository and its webhook secret, shown this once. */
export const RepositoryConnectedAnswer = v.object({ success: v.literal(true), repository: ConnectedRepositoryView, webhookSecret: text });

/** One contract on the bounty board, of any repository; `key` is `owner/name#<issue number>`. */
export const BountyView = v.object({
  key: text,
  repository: text,
  issueNumber: count,
  issueUrl: text,
  title: text,
  rewardAmount: v.pipe(count, v.description('Whole tokens of `rewardUnit`.')),
  rewardUnit: v.picklist(WIRE_UNITS),
  status: v.picklist(WIRE_STATUSES),
  labels: v.array(text),
  deadline: v.nullable(count),
  fundedSatoshis: v.pipe(count, v.description('Held in escrow for it (the escrow ledger); 0 when none.')),
  operator: v.pipe(v.boolean(), v.description('A contract of the operator’s own repository, shown on `/contracts`.')),
});

/** `200` of `GET /api/bounties`: a page, and the cursor of the next (null: the last). */
export const BountiesAnswer = v.object({ success: v.literal(true), bounties: v.array(BountyView), next: v.nullable(text) });

/** Cursors of the bounty board: the base64url of the last key sent. */
export const BOUNTY_CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,400}$/;
const WHOLE = /^\d{1,15}$/;
const rewardBound = (description: string) => v.optional(v.pipe(v.string(), v.description(description), ruleCheck((value: string) => WHOLE.test(value), 'out-of-range', { min: 0 })));
const LIMIT = /^\d{1,3}$/;

/** `GET /api/bounties`'s query: filters, sort and a page. */
export const BountiesQuery = v.object({
  repository: v.optional(v.pipe(v.string(), v.maxLength(200), v.description('Only this repository’s contracts, `owner/name`.'))),
  minReward: rewardBound('At least this reward (whole tokens).'),
  maxReward: rewardBound('At most this reward (whole tokens).'),
  label: v.optional(v.pipe(v.string(), v.maxLength(100), v.description('A skill or language the contract names (any case).'))),
  status: v.optional(v.pipe(v.picklist(WIRE_STATUSES, 'invalid-field'), v.description('Only this status; absent: every open one.'))),
  funded: v.optional(v.pipe(v.picklist(['true', 'false'], 'invalid-field'), v.description('`true`: only contracts funded in escrow.'))),
  sort: v.optional(v.pipe(v.picklist(BOUNTY_SORTS, 'invalid-field'), v.description('`reward` (default), `newest` or `deadline`.'))),
  limit: v.optional(v.pipe(v.string(), v.description('How many the page holds (30 when absent).'), ruleCheck((value: string) => LIMIT.test(value) && Number(value) >= 1 && Number(value) <= 100, 'out-of-range', { min: 1, max: 100 }))),
  cursor: v.optional(v.pipe(v.string(), v.description('The `next` of the page before.'), v.regex(BOUNTY_CURSOR_PATTERN, 'invalid-cursor'))),
});

const RewardTotalsView = v.object({ BAPP: count, BCODE: count });

/** A repository on `/projects`: connected (`id`) or the operator's own (`id` null), with its totals. */
export const ProjectView = v.object({
  id: v.nullable(text),
  fullName: text,
  maintainers: v.array(text),
  operator: v.boolean(),
  totals: v.object({ openCount: count, openReward: RewardTotalsView, completedCount: count, completedReward: RewardTotalsView, fundedSatoshis: count }),
});

/** `200` of `GET /api/projects`. */
export const ProjectsAnswer = v.object({ success: v.literal(true), projects: v.array(ProjectView) });

/** `200` of `GET /api/projects/{owner}/{name}`: the repository and every contract of it. */
export const ProjectAnswer = v.object({ success: v.literal(true), project: ProjectView, bounties: v.array(BountyView) });
