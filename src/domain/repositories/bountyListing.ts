import type { Contract, ContractStatus, RewardUnit } from '../contracts/contract';
import { repositoryContractKey, type RepositoryContractKey } from './repositoryContractKey';

/** One contract on the bounty board: a contract of a repository, with the repository it belongs to. */
export interface BountyListing {
  readonly key: RepositoryContractKey;
  readonly repository: string;
  readonly issueNumber: number;
  readonly issueUrl: string;
  readonly title: string;
  /** Whole tokens of `rewardUnit`. */
  readonly rewardAmount: number;
  readonly rewardUnit: RewardUnit;
  readonly status: ContractStatus;
  /** The contract's skills (from its labels and body), compared without regard to case by the label filter. */
  readonly labels: readonly string[];
  /** The claim's deadline (epoch ms), null when unclaimed. */
  readonly deadline: number | null;
  /** Satoshis the escrow ledger holds for it (the contract's `fundedSatoshis`), 0 when none. */
  readonly fundedSatoshis: number;
  /** Whether it is a contract of the operator's own repository (`GITHUB_REPO`), shown on `/contracts`. */
  readonly operator: boolean;
}

/** The listing of `contract` of `repository`. */
export const listingOf = (repository: string, contract: Contract, operator: boolean): BountyListing => ({
  key: repositoryContractKey(repository, contract.githubIssueNumber),
  repository,
  issueNumber: contract.githubIssueNumber,
  issueUrl: contract.githubIssueUrl,
  title: contract.title,
  rewardAmount: contract.rewardAmount,
  rewardUnit: contract.rewardUnit,
  status: contract.status,
  labels: contract.skills,
  deadline: contract.assignee?.deadline ?? null,
  fundedSatoshis: contract.fundedSatoshis ?? 0,
  operator,
});

/** Whether a contract in `status` is still open (anything but completed). */
export const isOpenStatus = (status: ContractStatus): boolean => status !== 'completed';
