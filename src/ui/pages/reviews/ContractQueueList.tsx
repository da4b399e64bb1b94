import type { Contract } from '../../../domain/contracts/contract';
import { claimantLine, deadlineLine, pullRequestLabel, rewardLine } from './contractQueue.texts';

/** Contracts as cards: title (text), reward, claimant, deadline, pull request link, and `statusOf`'s line when given. */
export function ContractQueueList({ contracts, label, statusOf }: { readonly contracts: readonly Contract[]; readonly label: string; readonly statusOf?: (contract: Contract) => string }) {
  return (
    <ul className="card-grid" aria-label={label}>
      {contracts.map((contract) => (
        <li key={contract.id}>
          <article className="card">
            <h2 className="card-title">
              <a href={contract.githubIssueUrl} rel="noreferrer">
                #{contract.githubIssueNumber} {contract.title}
              </a>
            </h2>
            <p className="card-meta">{rewardLine(contract.rewardAmount, contract.rewardUnit)}</p>
            {statusOf === undefined ? null : <p className="card-meta">{statusOf(contract)}</p>}
            {contract.assignee === null ? null : <p className="card-meta">{claimantLine(contract.assignee.githubUsername, contract.assignee.handcashHandle)}</p>}
            <p className="card-meta">{deadlineLine(contract.assignee?.deadline ?? null)}</p>
            {contract.pullRequest === null ? null : (
              <p className="card-meta">
                <a href={contract.pullRequest.url} rel="noreferrer">
                  {pullRequestLabel(contract.pullRequest.number)}
                </a>
              </p>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
