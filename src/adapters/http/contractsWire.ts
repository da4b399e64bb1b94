import type { ClaimTerms, Contract, ContractCategory, ContractStatus, Priority, PullRequestStatus, RewardUnit } from '../../domain/contracts/contract';
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
 * claimedAt, deadline, terms]`, where terms are the ones the claim froze, `[rewardAmount, unit, estimatedHours]`, or
 * null (a GitHub assignee, or a claim placed before claims kept their terms; a row without it reads as null);
 * pullRequest: `[number, status, authorLogin, url]`. The row's own reward, unit and hours are the issue's current ones.
 * A funded contract's row has a 15th element: the satoshis held in escrow for it (absent: not funded).
 */
export const WIRE_UNITS: readonly RewardUnit[] = ['BAPP', 'BCODE'];
export const WIRE_PRIORITIES: readonly Priority[] = ['Critical', 'High', 'Medium', 'Low'];
export const WIRE_CATEGORIES: readonly ContractCategory[] = ['developer', 'writing'];
export const WIRE_STATUSES: readonly ContractStatus[] = ['available', 'claimed', 'in_progress', 'submitted', 'expired', 'completed'];
export const WIRE_PULL_STATUSES: readonly PullRequestStatus[] = ['open', 'merged', 'closed'];

type WireTerms = readonly [number, number, number];
type WireAssignee = readonly [string, string | null, string | null, number | null, number | null, WireTerms | null];
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
  number?,
];

export interface WireContracts {
  readonly issueUrl: string | null;
  readonly pullUrl: string | null;
  readonly rows: readonly WireRow[];
}

/** `url` without its trailing `/<number>`, kept with the slash; null when it does not end so. */
const baseOf = (url: string | undefined, number: number | undefined): string | null =>
  url !== undefined && number !== undefined && url.endsWith(`/${number}`) ? url.slice(0, url.length - String(number).length) : null;

const wireOfTerms = (terms: ClaimTerms | null | undefined): WireTerms | null =>
  terms == null ? null : [terms.rewardAmount, WIRE_UNITS.indexOf(terms.rewardUnit), terms.estimatedHours];

/** Frozen terms back from the wire: null for null or absent; undefined when malformed. */
const termsOfWire = (terms: unknown): ClaimTerms | null | undefined => {
  if (terms === null || terms === undefined) return null;
  if (!Array.isArray(terms)) return undefined;
  const [rewardAmount, unit, estimatedHours] = terms as unknown[];
  const rewardUnit = decoded(WIRE_UNITS, unit);
  if (!isCount(rewardAmount) || rewardUnit === undefined || !isCount(estimatedHours)) return undefined;
  return { rewardAmount, rewardUnit, estimatedHours };
};

/** The wire shape of `contracts` (the server's side). */
export function wireOfContracts(contracts: readonly Contract[]): WireContracts {
  const first = contracts[0];
  const issueUrl = baseOf(first?.githubIssueUrl, first?.githubIssueNumber);
  const firstPull = contracts.find((contract) => contract.pullRequest !== null)?.pullRequest ?? undefined;
  const pullUrl = baseOf(firstPull?.url, firstPull?.number);
  const rows = contracts.map((contract): WireRow => {
    const { assignee, pullRequest } = contract;
    const row: WireRow = [
      contract.githubIssueNumber,
      contract.title,
      contract.description,
      contract.rewardAmount,
      WIRE_UNITS.indexOf(contract.rewardUnit),
      contract.estimatedHours,
      WIRE_PRIORITIES.indexOf(contract.priority),
      WIRE_CATEGORIES.indexOf(contract.category),
      WIRE_STATUSES.indexOf(contract.status),
      assignee === null ? null : [assignee.githubUsername, assignee.handcashHandle, assignee.claimedBy, assignee.claimedAt, assignee.deadline, wireOfTerms(assignee.terms)],
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
    return contract.fundedSatoshis == null ? row : [...row.slice(0, 14), contract.fundedSatoshis] as unknown as WireRow;
  });
  return { issueUrl, pullUrl, rows };
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);
const isCountOrNull = (value: unknown): value is number | null => value === null || isCount(value);
const isTexts = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);
/** The value at index `code` of `list`; undefined for anything else. */
const decoded = <T>(list: readonly T[], code: unknown): T | undefined => (isCount(code) ? list[code] : undefined);

/** One row back as a contract; null when malformed. Plain checks: the page's chunk carries no schema library for it. */
function contractOfRow(row: unknown, issueUrl: string | null, pullUrl: string | null): Contract | null {
  if (!Array.isArray(row)) return null;
  const [githubIssueNumber, title, description, rewardAmount, unit, estimatedHours, priorityCode, categoryCode, statusCode, assignee, pull, skills, deliverables, url, funded] = row as unknown[];
  const rewardUnit = decoded(WIRE_UNITS, unit);
  const priority = decoded(WIRE_PRIORITIES, priorityCode);
  const category = decoded(WIRE_CATEGORIES, categoryCode);
  const status = decoded(WIRE_STATUSES, statusCode);
  if (!isCount(githubIssueNumber) || !isText(title) || !isText(description) || !isCount(rewardAmount) || !isCount(estimatedHours)) return null;
  if (rewardUnit === undefined || priority === undefined || category === undefined || status === undefined || !isTexts(skills) || !isTexts(deliverables)) return null;
  if (!isTextOrNull(url)) return null;
  const githubIssueUrl = url ?? (issueUrl === null ? null : `${issueUrl}${githubIssueNumber}`);
  if (githubIssueUrl === null) return null;
  let who: Contract['assignee'] = null;
  if (assignee !== null) {
    if (!Array.isArray(assignee)) return null;
    const [githubUsername, handcashHandle, claimedBy, claimedAt, deadline, wireTerms] = assignee as unknown[];
    if (!isText(githubUsername) || !isTextOrNull(handcashHandle) || !isTextOrNull(claimedBy) || !isCountOrNull(claimedAt) || !isCountOrNull(deadline)) return null;
    const terms = termsOfWire(wireTerms);
    if (terms === undefined) return null;
    who = terms === null ? { githubUsername, handcashHandle, claimedBy, claimedAt, deadline } : { githubUsername, handcashHandle, claimedBy, claimedAt, deadline, terms };
  }
  let pullRequest: Contract['pullRequest'] = null;
  if (pull !== null) {
    if (!Array.isArray(pull)) return null;
    const [number, pullStatusCode, authorLogin, pullRequestUrl] = pull as unknown[];
    const pullStatus = decoded(WIRE_PULL_STATUSES, pullStatusCode);
    if (!isCount(number) || pullStatus === undefined || !isTextOrNull(authorLogin) || !isTextOrNull(pullRequestUrl)) return null;
    const link = pullRequestUrl ?? (pullUrl === null ? null : `${pullUrl}${number}`);
    if (link === null) return null;
    pullRequest = { number, url: link, status: pullStatus, authorLogin };
  }
  const id = contractIdFor(githubIssueNumber);
  const contract: Contract = { id, githubIssueNumber, githubIssueUrl, title, description, rewardAmount, rewardUnit, estimatedHours, priority, category, status, assignee: who, pullRequest, skills, deliverables };
  return isCount(funded) ? { ...contract, fundedSatoshis: funded } : contract;
}

/** The contracts of a wire answer (the page's side); a malformed row is skipped, not the whole list; null if no list. */
export function contractsOfWire(body: unknown): readonly Contract[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const { issueUrl, pullUrl, rows } = body as Partial<Record<'issueUrl' | 'pullUrl' | 'rows', unknown>>;
  if (!isTextOrNull(issueUrl) || !isTextOrNull(pullUrl) || !Array.isArray(rows)) return null;
  return rows.flatMap((row) => contractOfRow(row, issueUrl, pullUrl) ?? []);
}
