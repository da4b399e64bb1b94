import { isValidRepositoryName } from '../shared/repositoryName';

/**
 * A contract's identity across repositories: `owner/name#7`. The operator's repository keeps its `contract-7` ids on
 * `/contracts` and in claims; this key names any repository's contract on the bounty board and the project pages.
 */
export type RepositoryContractKey = string;

export const repositoryContractKey = (repository: string, issueNumber: number): RepositoryContractKey => `${repository}#${issueNumber}`;

/** The repository and issue number a key names, or null when it is no key (`owner/name#<positive whole number>`). */
export function parseRepositoryContractKey(key: string): { readonly repository: string; readonly issueNumber: number } | null {
  const at = key.lastIndexOf('#');
  if (at < 0) return null;
  const repository = key.slice(0, at);
  const digits = key.slice(at + 1);
  if (!/^[1-9]\d{0,15}$/.test(digits) || !isValidRepositoryName(repository)) return null;
  const issueNumber = Number(digits);
  return Number.isSafeInteger(issueNumber) ? { repository, issueNumber } : null;
}
