import type { Contract, ContractStatus } from '../../../domain/contracts/contract';
import { CONTRACT_TEXTS } from '../../../domain/contracts/contractTexts';
import { remainingTime } from '../../../domain/contracts/remainingTime';
import { safeHttpUrl } from '../../../domain/shared/httpUrl';
import { StatusBadge } from './StatusBadge';

/** Contracts whose details open: free to claim, or claimed (who holds it, and the claimer's release). */
const OPENS_DETAILS: ReadonlySet<ContractStatus> = new Set(['available', 'claimed', 'expired']);

/** One contract in the grid. Every text from GitHub renders as text. */
export function ContractCard({ contract, now, onOpen }: { readonly contract: Contract; readonly now: number; readonly onOpen: (contract: Contract) => void }) {
  const { assignee, pullRequest } = contract;
  const pullRequestUrl = pullRequest === null ? null : safeHttpUrl(pullRequest.url);
  return (
    <article className="contract-card" aria-labelledby={`${contract.id}-title`}>
      <header className="contract-card-header">
        <h2 id={`${contract.id}-title`} className="contract-title">
          {contract.title}
        </h2>
        <StatusBadge status={contract.status} />
      </header>
      <p className="contract-description">{contract.description}</p>
      <dl className="contract-facts">
        <div>
          <dt>{CONTRACT_TEXTS.priority}</dt>
          <dd>{contract.priority}</dd>
        </div>
        <div>
          <dt>{CONTRACT_TEXTS.reward}</dt>
          <dd>{contract.rewardText}</dd>
        </div>
        <div>
          <dt>{CONTRACT_TEXTS.hours}</dt>
          <dd>
            {contract.estimatedHours}
            {CONTRACT_TEXTS.estimatedHoursSuffix}
          </dd>
        </div>
        {assignee === null ? null : (
          <div>
            <dt>{CONTRACT_TEXTS.assignee}</dt>
            <dd>
              {assignee.handcashHandle === null ? assignee.githubUsername : `$${assignee.handcashHandle}`}
              {assignee.deadline === null ? null : ` · ${remainingTime(assignee.deadline, now)}`}
            </dd>
          </div>
        )}
      </dl>
      <footer className="contract-card-footer">
        {pullRequest !== null && pullRequestUrl !== null ? (
          <a href={pullRequestUrl} target="_blank" rel="noopener noreferrer">
            {CONTRACT_TEXTS.pullRequest} #{pullRequest.number} ({pullRequest.status})
          </a>
        ) : null}
        {OPENS_DETAILS.has(contract.status) ? (
          <button type="button" className="contract-open" onClick={() => onOpen(contract)} aria-describedby={`${contract.id}-title`}>
            {CONTRACT_TEXTS.viewDetails}
          </button>
        ) : null}
      </footer>
    </article>
  );
}
