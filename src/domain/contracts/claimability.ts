import type { Contract, ContractAssignee, ContractStatus } from './contract';

/**
 * Why a contract cannot be claimed. `contract-not-found`: the number is no contract of this repository;
 * `contract-not-available`: it is claimed, under review or completed (`holder`: who works on it, if anyone);
 * `assigned-elsewhere`: GitHub assigns the issue to another login.
 */
export type ClaimRefusal =
  | { readonly code: 'contract-not-found' }
  | { readonly code: 'contract-not-available'; readonly contractStatus: ContractStatus; readonly holder: ContractAssignee | null }
  | { readonly code: 'assigned-elsewhere'; readonly assignee: string };

export type ClaimRefusalCode = ClaimRefusal['code'];

/** GitHub logins are case-insensitive. */
export const sameGitHubLogin = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Statuses a claim may be placed on: nobody holds the contract (an expired claim holds nothing). */
const CLAIMABLE: readonly ContractStatus[] = ['available', 'expired'];

/**
 * Whether `githubUsername` may claim `contract` (null: not a contract of this repository): null when it may,
 * else the rule that refuses. An issue GitHub assigns to the claimant themselves may be claimed.
 */
export const claimRefusal = (contract: Contract | null, githubUsername: string): ClaimRefusal | null => {
  if (contract === null) return { code: 'contract-not-found' };
  if (CLAIMABLE.includes(contract.status)) return null;
  const assignee = contract.assignee;
  if (contract.status === 'in_progress' && assignee !== null && assignee.claimedBy === null) {
    return sameGitHubLogin(assignee.githubUsername, githubUsername) ? null : { code: 'assigned-elsewhere', assignee: assignee.githubUsername };
  }
  return { code: 'contract-not-available', contractStatus: contract.status, holder: assignee };
};
