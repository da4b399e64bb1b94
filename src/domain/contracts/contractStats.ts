import type { Contract } from './contract';

/** The counts on the stat cards. */
export interface ContractStats {
  readonly available: number;
  /** In progress plus claimed. */
  readonly inProgress: number;
  /** Submitted: an open pull request awaits review. */
  readonly underReview: number;
  readonly completed: number;
}

export type ContractStatsKey = keyof ContractStats;

/** Counts contracts per stat card; an expired claim counts in none (it awaits a new claimant). */
export const contractStats = (contracts: readonly Pick<Contract, 'status'>[]): ContractStats => {
  let available = 0;
  let inProgress = 0;
  let underReview = 0;
  let completed = 0;
  for (const { status } of contracts) {
    if (status === 'available') available += 1;
    else if (status === 'in_progress' || status === 'claimed') inProgress += 1;
    else if (status === 'submitted') underReview += 1;
    else if (status === 'completed') completed += 1;
  }
  return { available, inProgress, underReview, completed };
};
