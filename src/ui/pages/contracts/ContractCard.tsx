import { useRef, type MouseEvent } from 'react';
import type { Contract, ContractStatus } from '../../../domain/contracts/contract';
import type { Payment } from '../../../domain/payments/payment';
import { safeHttpUrl } from '../../../domain/shared/httpUrl';
import { CONTRACT_TEXTS } from './contracts.texts';
import { formatReward } from './formatReward';
import { remainingTime } from './remainingTime';
import { StatusBadge } from './StatusBadge';
import { ClaimedTerms } from './ClaimedTerms';
import { PaymentNote } from './PaymentNote';
import { PAYMENT_TEXTS } from './payments.texts';
import { ESCROW_CARD_TEXTS as ESCROW_TEXTS, fundedBadgeText } from './escrowCard.texts';

/** Contracts whose details open: free to claim, or claimed (who holds it, and the claimer's release). */
const OPENS_DETAILS: ReadonlySet<ContractStatus> = new Set(['available', 'claimed', 'expired']);

/**
 * One contract in the grid. Every text from GitHub renders as text. Only contracts in OPENS_DETAILS open details: a click
 * anywhere on the card does (but on its links, or while selecting its text), and the View details button is the
 * way in for keyboards; focus goes to that button first, so it gets focus back when the details close.
 */
export function ContractCard({
  contract,
  now,
  onOpen,
  payment = null,
  explorerTxUrl = '',
  onPay,
  onFund,
}: {
  readonly contract: Contract;
  readonly now: number;
  readonly onOpen: (contract: Contract) => void;
  /** The contract's payment, shown as "Paid" with its transaction (or its pending check). */
  readonly payment?: Payment | null;
  readonly explorerTxUrl?: string;
  /** Given only to a signed-in maintainer: "Pay reward" on a completed contract not paid yet. */
  readonly onPay?: (contract: Contract) => void;
  /** Given only to a signed-in maintainer: "Fund" on an open contract, "Cancel funding" on a funded one. */
  readonly onFund?: (contract: Contract) => void;
}) {
  const funded = contract.fundedSatoshis ?? null;
  const { assignee, pullRequest } = contract;
  const pullRequestUrl = pullRequest === null ? null : safeHttpUrl(pullRequest.url);
  const openButton = useRef<HTMLButtonElement>(null);
  const available = OPENS_DETAILS.has(contract.status);
  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a, button')) return;
    if ((window.getSelection()?.toString() ?? '') !== '') return;
    openButton.current?.focus();
    onOpen(contract);
  };
  return (
    <article
      className={available ? 'contract-card contract-card-openable' : 'contract-card'}
      aria-labelledby={`${contract.id}-title`}
      onClick={available ? onCardClick : undefined}
    >
      <header className="contract-card-header">
        <h2 id={`${contract.id}-title`} className="contract-title">
          {contract.title}
        </h2>
        <StatusBadge status={contract.status} />
      </header>
      {/* "Funded 0.05 BSV": the reward held in escrow, paid to the worker on a paying merge. */}
      {funded === null ? null : <span className="funded-badge">{fundedBadgeText(funded)}</span>}
      <p className="contract-description">{contract.description}</p>
      <dl className="contract-facts">
        <div>
          <dt>{CONTRACT_TEXTS.priority}</dt>
          <dd>{contract.priority}</dd>
        </div>
        <div>
          <dt>{CONTRACT_TEXTS.reward}</dt>
          <dd>{formatReward(contract.rewardAmount, contract.rewardUnit)}</dd>
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
      <ClaimedTerms contract={contract} />
      {payment === null ? null : <PaymentNote payment={payment} explorerTxUrl={explorerTxUrl} />}
      <footer className="contract-card-footer">
        {pullRequest !== null && pullRequestUrl !== null ? (
          <a href={pullRequestUrl} target="_blank" rel="noopener noreferrer">
            {CONTRACT_TEXTS.pullRequest} #{pullRequest.number} ({pullRequest.status})
          </a>
        ) : null}
        {onPay !== undefined && contract.status === 'completed' && payment?.state !== 'paid' ? (
          <button type="button" className="button-primary" onClick={() => onPay(contract)} aria-describedby={`${contract.id}-title`}>
            {PAYMENT_TEXTS.payReward}
          </button>
        ) : null}
        {onFund !== undefined && contract.status !== 'completed' ? (
          <button type="button" onClick={() => onFund(contract)} aria-describedby={`${contract.id}-title`}>
            {funded === null ? ESCROW_TEXTS.fund : ESCROW_TEXTS.cancelFunding}
          </button>
        ) : null}
        {OPENS_DETAILS.has(contract.status) ? (
          <button ref={openButton} type="button" className="contract-open" onClick={() => onOpen(contract)} aria-describedby={`${contract.id}-title`}>
            {CONTRACT_TEXTS.viewDetails}
          </button>
        ) : null}
      </footer>
    </article>
  );
}
