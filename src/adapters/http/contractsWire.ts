import * as v from 'valibot';
import type { Contract, ContractCategory, ContractStatus, Priority, PullRequestStatus, RewardUnit } from '../../domain/contracts/contract';
import { contractIdFor } from '../../domain/contracts/contractId';

/**
 * The contracts as `GET /api/contracts` sends them: `{issueUrl, pullUrl, rows}`, one row (a JSON array) per contract,
 * so 10,000 contracts do not repeat 15 key names each. Closed vocabularies travel as their index in the lists
 * below; an issue's or pull request's URL is null when it is `issueUrl`/`pullUrl` followed by its number (the
 * repository's own links, nearly always); the id is `contract-<issue number>`. The server writes it
 * (`wireOfContracts`), the page reads it back (`contractsOfWire`): one definition for both ends.
 *
 * Row: `[issueNumber, title, description, rewardAmount, unit, estimatedHours, priority, category, status,
 * assignee, pullRequest, skills, deliverables, issueUrl]`; assignee: `[githubUsername, handcashHandle, claimedBy,
 * claimedAt, deadline]`; pullRequest: `[number, status, authorLogin, url]`.
 */
export const WIRE_UNITS: readonly RewardUnit[] = ['BAPP', 'BCODE'];
export const WIRE_PRIORITIES: readonly Priority[] = ['Critical', 'High', 'Medium', 'Low'];
export const WIRE_CATEGORIES: readonly ContractCategory[] = ['developer', 'writing'];
export const WIRE_STATUSES: readonly ContractStatus[] = ['available', 'claimed', 'in_progress', 'submitted', 'expired', 'completed'];
export const WIRE_PULL_STATUSES: readonly PullRequestStatus[] = ['open', 'merged', 'closed'];

type WireAssignee = readonly [string, string | null, string | null, number | null, number | null];
type WirePull = readonly [number, number, string | null, string | null];
export type WireRow = readonly [
  number,
  string,
  string,
  number,
  number,
  number,
  number,
  number,
  number,
  WireAssignee | null,
  WirePull | null,
  readonly string[],
  readonly string[],
  string | null,
];

export interface WireContracts {
  readonly issueUrl: string | null;
  readonly pullUrl: string | null;
  readonly rows: readonly WireRow[];
}

/** `url` without its trailing `/<number>`, kept with the slash; null when it does not end so. */
const baseOf = (url: string | undefined, number: number | undefined): string | null =>
  url !== undefined && number !== undefined && url.endsWith(`/${number}`) ? url.slice(0, url.length - String(number).length) : null;

/** The wire shape of `contracts` (the server's side). */
export function wireOfContracts(contracts: readonly Contract[]): WireContracts {
  const first = contracts[0];
  const issueUrl = baseOf(first?.githubIssueUrl, first?.githubIssueNumber);
  const firstPull = contracts.find((contract) => contract.pullRequest !== null)?.pullRequest ?? undefined;
  const pullUrl = baseOf(firstPull?.url, firstPull?.number);
  const rows = contracts.map((contract): WireRow => {
    const { assignee, pullRequest } = contract;
    return [
      contract.githubIssueNumber,
      contract.title,
      contract.description,
      contract.rewardAmount,
      WIRE_UNITS.indexOf(contract.rewardUnit),
      contract.estimatedHours,
      WIRE_PRIORITIES.indexOf(contract.priority),
      WIRE_CATEGORIES.indexOf(contract.category),
      WIRE_STATUSES.indexOf(contract.status),
      assignee === null ? null : [assignee.githubUsername, assignee.handcashHandle, assignee.claimedBy, assignee.claimedAt, assignee.deadline],
      pullRequest === null
        ? null
        : [
            pullRequest.number,
            WIRE_PULL_STATUSES.indexOf(pullRequest.status),
            pullRequest.authorLogin ?? null,
            pullUrl !== null && pullRequest.url === `${pullUrl}${pullRequest.number}` ? null : pullRequest.url,
          ],
      contract.skills,
      contract.deliverables,
      issueUrl !== null && contract.githubIssueUrl === `${issueUrl}${contract.githubIssueNumber}` ? null : contract.githubIssueUrl,
    ];
  });
  return { issueUrl, pullUrl, rows };
}

const text = v.string();
const count = v.number();
const nullableText = v.nullable(text);
const nullableCount = v.nullable(count);
/** An index into `list`, read back as the value. */
const codeOf = <T extends string>(list: readonly T[]) =>
  v.pipe(
    count,
    v.check((index) => list[index] !== undefined),
    v.transform((index) => list[index] as T),
  );
const RowSchema = v.tuple([
  count,
  text,
  text,
  count,
  codeOf(WIRE_UNITS),
  count,
  codeOf(WIRE_PRIORITIES),
  codeOf(WIRE_CATEGORIES),
  codeOf(WIRE_STATUSES),
  v.nullable(v.tuple([text, nullableText, nullableText, nullableCount, nullableCount])),
  v.nullable(v.tuple([count, codeOf(WIRE_PULL_STATUSES), nullableText, nullableText])),
  v.array(text),
  v.array(text),
  nullableText,
]);
const WireSchema = v.object({ issueUrl: nullableText, pullUrl: nullableText, rows: v.array(v.unknown()) });

/** The contracts of a wire answer (the page's side); a malformed row is skipped, not the whole list; null if no list. */
export function contractsOfWire(body: unknown): readonly Contract[] | null {
  const wire = v.safeParse(WireSchema, body);
  if (!wire.success) return null;
  const { issueUrl, pullUrl, rows } = wire.output;
  return rows.flatMap((item): Contract[] => {
    const row = v.safeParse(RowSchema, item);
    if (!row.success) return [];
    const [githubIssueNumber, title, description, rewardAmount, rewardUnit, estimatedHours, priority, category, status, assignee, pull, skills, deliverables, url] =
      row.output;
    const githubIssueUrl = url ?? (issueUrl === null ? null : `${issueUrl}${githubIssueNumber}`);
    const pullRequestUrl = pull === null ? null : (pull[3] ?? (pullUrl === null ? null : `${pullUrl}${pull[0]}`));
    if (githubIssueUrl === null || (pull !== null && pullRequestUrl === null)) return [];
    return [
      {
        id: contractIdFor(githubIssueNumber),
        githubIssueNumber,
        githubIssueUrl,
        title,
        description,
        rewardAmount,
        rewardUnit,
        estimatedHours,
        priority,
        category,
        status,
        assignee:
          assignee === null ? null : { githubUsername: assignee[0], handcashHandle: assignee[1], claimedBy: assignee[2], claimedAt: assignee[3], deadline: assignee[4] },
        pullRequest: pull === null || pullRequestUrl === null ? null : { number: pull[0], url: pullRequestUrl, status: pull[1], authorLogin: pull[2] },
        skills,
        deliverables,
      },
    ];
  });
}
