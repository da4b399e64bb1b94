import type { Brand } from '../shared/brand';

/** `contract-<issue number>`. */
export type ContractId = Brand<string, 'ContractId'>;

export type Priority = 'Critical' | 'High' | 'Medium' | 'Low';
export type ContractCategory = 'developer' | 'writing';
export type RewardUnit = 'BAPP' | 'BCODE';

/**
 * Where a contract stands. `claimed` and `expired` come from a claim (active, or past its
 * deadline); the others from GitHub facts.
 */
export type ContractStatus = 'available' | 'claimed' | 'in_progress' | 'submitted' | 'expired' | 'completed';

export type PullRequestStatus = 'open' | 'merged' | 'closed';

/**
 * The terms a claim was placed under, read from the issue at that instant (its deadline is the claim's own). A later
 * edit of the issue changes the contract's current terms, never these: the claimant is paid what they accepted.
 */
export interface ClaimTerms {
  /** Whole tokens. */
  readonly rewardAmount: number;
  readonly rewardUnit: RewardUnit;
  readonly estimatedHours: number;
}

/**
 * Who works on the contract. From a claim every field is set; from a GitHub assignee only the username is
 * known, the rest is null.
 */
export interface ContractAssignee {
  readonly githubUsername: string;
  readonly handcashHandle: string | null;
  /** The signed-in handle that made the claim (only they may release it); null for a GitHub assignee. */
  readonly claimedBy: string | null;
  readonly claimedAt: number | null;
  readonly deadline: number | null;
  /**
   * The terms the claim froze; null or absent for a GitHub assignee, and for a claim placed before claims kept their
   * terms (then the current terms stand in: `claimTerms.ts`).
   */
  readonly terms?: ClaimTerms | null;
}

/** The pull request shown for a contract. */
export interface LinkedPullRequest {
  readonly number: number;
  readonly url: string;
  readonly status: PullRequestStatus;
  /** The GitHub login that opened it, when the pull request's record named one. */
  readonly authorLogin?: string | null;
}

/** A bounty built from one GitHub issue plus the repository's pull requests. */
export interface Contract {
  readonly id: ContractId;
  readonly githubIssueNumber: number;
  readonly githubIssueUrl: string;
  readonly title: string;
  readonly description: string;
  /** Whole tokens. */
  readonly rewardAmount: number;
  readonly rewardUnit: RewardUnit;
  readonly estimatedHours: number;
  readonly priority: Priority;
  readonly category: ContractCategory;
  readonly status: ContractStatus;
  readonly assignee: ContractAssignee | null;
  readonly pullRequest: LinkedPullRequest | null;
  readonly skills: readonly string[];
  readonly deliverables: readonly string[];
  /** The reward held in escrow for it, in satoshis (the server's escrow ledger); absent or null: not funded. */
  readonly fundedSatoshis?: number | null;
}
