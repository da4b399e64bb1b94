import type { ClaimTerms, Contract, ContractAssignee, LinkedPullRequest } from '../../domain/contracts/contract';
import { contractIdFor } from '../../domain/contracts/contractId';
import { WIRE_CATEGORIES, WIRE_PRIORITIES, WIRE_PULL_STATUSES, WIRE_STATUSES, WIRE_UNITS } from './contractsWire';

/**
 * One contract as `GET /api/contracts` names it, GitHub's way: every field by name, closed vocabularies as their
 * words (`"status": "available"`), times in epoch milliseconds. The server writes it (`namedOfContract`), the page
 * reads it back (`contractsOfNamed`): one definition for both ends. The OpenAPI schema is `NamedContract`
 * (`contracts.schema.ts`).
 */
export interface NamedContract {
  readonly issueNumber: number;
  readonly issueUrl: string;
  readonly title: string;
  readonly description: string;
  readonly rewardAmount: number;
  readonly rewardUnit: Contract['rewardUnit'];
  readonly estimatedHours: number;
  readonly priority: Contract['priority'];
  readonly category: Contract['category'];
  readonly status: Contract['status'];
  readonly assignee: ContractAssignee | null;
  readonly pullRequest: { readonly number: number; readonly url: string; readonly status: LinkedPullRequest['status']; readonly authorLogin: string | null } | null;
  readonly skills: readonly string[];
  readonly deliverables: readonly string[];
  /** The satoshis held in escrow for it; null: not funded. */
  readonly fundedSatoshis: number | null;
}

/** The named form of `contract` (the server's side). */
export function namedOfContract(contract: Contract): NamedContract {
  const { assignee, pullRequest } = contract;
  return {
    issueNumber: contract.githubIssueNumber,
    issueUrl: contract.githubIssueUrl,
    title: contract.title,
    description: contract.description,
    rewardAmount: contract.rewardAmount,
    rewardUnit: contract.rewardUnit,
    estimatedHours: contract.estimatedHours,
    priority: contract.priority,
    category: contract.category,
    status: contract.status,
    assignee: assignee === null ? null : { githubUsername: assignee.githubUsername, handcashHandle: assignee.handcashHandle, claimedBy: assignee.claimedBy, claimedAt: assignee.claimedAt, deadline: assignee.deadline, terms: assignee.terms ?? null },
    pullRequest: pullRequest === null ? null : { number: pullRequest.number, url: pullRequest.url, status: pullRequest.status, authorLogin: pullRequest.authorLogin ?? null },
    skills: contract.skills,
    deliverables: contract.deliverables,
    fundedSatoshis: contract.fundedSatoshis ?? null,
  };
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);
const isCountOrNull = (value: unknown): value is number | null => value === null || isCount(value);
const isTexts = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const word = <T extends string>(list: readonly T[], value: unknown): T | undefined => list.find((item) => item === value);

function assigneeOf(value: unknown): ContractAssignee | null | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  const { githubUsername, handcashHandle, claimedBy, claimedAt, deadline } = value;
  if (!isText(githubUsername) || !isTextOrNull(handcashHandle) || !isTextOrNull(claimedBy) || !isCountOrNull(claimedAt) || !isCountOrNull(deadline)) return undefined;
  const terms = termsOf(value['terms'] ?? null);
  if (terms === undefined) return undefined;
  return terms === null ? { githubUsername, handcashHandle, claimedBy, claimedAt, deadline } : { githubUsername, handcashHandle, claimedBy, claimedAt, deadline, terms };
}

/** The terms a claim froze, back from their named form: null for none; undefined when malformed. */
function termsOf(value: unknown): ClaimTerms | null | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  const { rewardAmount, estimatedHours } = value;
  const rewardUnit = word(WIRE_UNITS, value['rewardUnit']);
  if (!isCount(rewardAmount) || !isCount(estimatedHours) || rewardUnit === undefined) return undefined;
  return { rewardAmount, rewardUnit, estimatedHours };
}

function pullRequestOf(value: unknown): LinkedPullRequest | null | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  const status = word(WIRE_PULL_STATUSES, value['status']);
  const { number, url, authorLogin } = value;
  if (!isCount(number) || !isText(url) || status === undefined || !isTextOrNull(authorLogin ?? null)) return undefined;
  return { number, url, status, authorLogin: (authorLogin as string | null | undefined) ?? null };
}

/** One named contract back as a contract; null when malformed. Plain checks: the page's chunk carries no schema library. */
export function contractOfNamed(value: unknown): Contract | null {
  if (!isRecord(value)) return null;
  const { issueNumber, issueUrl, title, description, rewardAmount, estimatedHours, skills, deliverables } = value;
  const rewardUnit = word(WIRE_UNITS, value['rewardUnit']);
  const priority = word(WIRE_PRIORITIES, value['priority']);
  const category = word(WIRE_CATEGORIES, value['category']);
  const status = word(WIRE_STATUSES, value['status']);
  const assignee = assigneeOf(value['assignee'] ?? null);
  const pullRequest = pullRequestOf(value['pullRequest'] ?? null);
  if (!isCount(issueNumber) || !isText(issueUrl) || !isText(title) || !isText(description) || !isCount(rewardAmount) || !isCount(estimatedHours)) return null;
  if (rewardUnit === undefined || priority === undefined || category === undefined || status === undefined || !isTexts(skills) || !isTexts(deliverables)) return null;
  if (assignee === undefined || pullRequest === undefined) return null;
  const id = contractIdFor(issueNumber);
  const contract: Contract = { id, githubIssueNumber: issueNumber, githubIssueUrl: issueUrl, title, description, rewardAmount, rewardUnit, estimatedHours, priority, category, status, assignee, pullRequest, skills, deliverables };
  const funded = value['fundedSatoshis'];
  return isCount(funded) ? { ...contract, fundedSatoshis: funded } : contract;
}

/** The contracts of an answer's `contracts` list (the page's side); a malformed one is skipped, not the whole list; null if no list. */
export function contractsOfNamed(body: unknown): readonly Contract[] | null {
  if (!isRecord(body) || !Array.isArray(body['contracts'])) return null;
  return body['contracts'].flatMap((contract) => contractOfNamed(contract) ?? []);
}
