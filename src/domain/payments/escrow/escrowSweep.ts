import { isHeld, type EscrowEntry } from './escrowLedger';

/** One repository's contracts whose escrow a sweep resumes, oldest entry first. */
export interface RepositoryToSweep {
  /** `owner/name` as the ledger names it. */
  readonly repository: string;
  readonly issueNumbers: readonly number[];
}

/**
 * What the escrow sweep of the connected repositories resumes: every entry the escrow wallet still holds (`held`,
 * `paying`, `refunding`: a completion missed, or a payout or refund whose wallet answer was lost), grouped by
 * repository in the order the entries come, the operator's repository (`operatorRepository`, swept by its own
 * catch-up) left out. Keyed (repository, issue): #7 of two repositories are two contracts. A funding under way is
 * not here: the funder's wallet, not the escrow's, settles it.
 */
export function repositoriesToSweep(entries: readonly EscrowEntry[], operatorRepository: string): readonly RepositoryToSweep[] {
  const operator = operatorRepository.toLowerCase();
  const grouped = new Map<string, number[]>();
  for (const entry of entries) {
    if (!isHeld(entry) || entry.repository.toLowerCase() === operator) continue;
    const issues = grouped.get(entry.repository) ?? [];
    if (!issues.includes(entry.issueNumber)) issues.push(entry.issueNumber);
    grouped.set(entry.repository, issues);
  }
  return [...grouped].map(([repository, issueNumbers]) => ({ repository, issueNumbers }));
}
