import type { Contract } from './contract';
import type { ContractEvent } from './contractEvent';
import { workerOf } from './payability';

/**
 * What GitHub did to a contract between two derivations, as history events: its pull request opened (or another one
 * linked), or merged. Claims, payments and expiries are recorded where they happen, not here.
 */
export const pullRequestActivity = (before: Contract, after: Contract, at: number): readonly ContractEvent[] => {
  const pull = after.pullRequest;
  if (pull === null || pull.status === 'closed') return [];
  const was = before.pullRequest;
  if (was !== null && was.number === pull.number && was.status === pull.status) return [];
  const kind = pull.status === 'merged' ? 'merged' : 'pull-request-opened';
  return [{ issueNumber: after.githubIssueNumber, kind, actor: pull.authorLogin ?? null, at, detail: { pullRequest: pull.number, url: pull.url } }];
};

/**
 * The GitHub activity between two lists of contracts (the server's derivations): only contracts that changed are
 * compared (an unchanged contract is the same object), and a contract seen for the first time has none.
 */
export const activityBetween = (before: readonly Contract[], after: readonly Contract[], at: number): readonly ContractEvent[] => {
  const earlier = earlierOf(before);
  const events: ContractEvent[] = [];
  after.forEach((contract, index) => {
    const was = earlier(contract, index);
    if (was !== undefined && was !== contract) events.push(...pullRequestActivity(was, contract, at));
  });
  return events;
};

/**
 * The contract of the same issue in `before`: at the same position when the lists keep their order (the usual case,
 * checked per contract), else found by issue number (the index made once, when first needed).
 */
const earlierOf = (before: readonly Contract[]): ((contract: Contract, index: number) => Contract | undefined) => {
  let byIssue: Map<number, Contract> | null = null;
  return (contract, index) => {
    const same = before[index];
    if (same?.githubIssueNumber === contract.githubIssueNumber) return same;
    byIssue ??= new Map(before.map((earlier) => [earlier.githubIssueNumber, earlier]));
    return byIssue.get(contract.githubIssueNumber);
  };
};

/**
 * The key of a GitHub activity event: the same on every server that sees it (the kind, the contract, the pull
 * request), so the history keeps it once however many servers derive it.
 */
export const activityKey = (event: ContractEvent): string => `github:${event.kind}:${event.issueNumber}:${String(event.detail.pullRequest ?? '')}`;

/**
 * The contracts whose payout opened between two derivations, by issue number: those that became completed (their
 * pull request merged, or their issue closed), and completed ones whose worker became known (GitHub's issues and
 * pull requests are read apart, so a merge may show as a closed issue first and as a merged pull request a moment
 * later). Only contracts seen before count.
 */
export const completedBetween = (before: readonly Contract[], after: readonly Contract[]): readonly number[] => {
  const earlier = earlierOf(before);
  const completed: number[] = [];
  after.forEach((contract, index) => {
    const was = earlier(contract, index);
    if (was !== undefined && payoutOpened(was, contract)) completed.push(contract.githubIssueNumber);
  });
  return completed;
};

/** Whether one contract's payout opened between two derivations (see `completedBetween`). */
export const payoutOpened = (before: Contract, after: Contract): boolean =>
  before !== after && after.status === 'completed' && (before.status !== 'completed' || (workerOf(before) === null && workerOf(after) !== null));
