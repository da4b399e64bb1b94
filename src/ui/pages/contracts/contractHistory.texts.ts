import type { ContractEvent } from '../../../domain/contracts/contractEvent';
import { contractEventFacts } from '../../../domain/contracts/contractEventFacts';
import { formatBsv } from '../../../domain/payments/bsvAmount';
import type { ContractJournalError } from '../../../ports/contractJournalBoard.port';
import { formatClaimTime } from './claims.texts';

/** Texts of a contract's history in its detail dialog. */
export const CONTRACT_HISTORY_TEXTS = {
  heading: 'History',
  listLabel: 'Contract history',
  loading: 'Loading the history…',
  empty: 'Nothing has happened to this contract yet.',
  retry: 'Try again',
  viewPullRequest: 'View the pull request',
  viewTransaction: 'View transaction',
} as const;

/** Why the history could not be read, by the board's failure code. */
export const HISTORY_LOAD_FAILURES: Readonly<Record<ContractJournalError['code'], string>> = {
  'not-signed-in': 'The history could not be loaded. Try again in a moment.',
  'not-found': 'The server keeps no history for this contract.',
  unavailable: 'The history could not be loaded. Check your connection and try again.',
};

const handle = (name: string | null): string => (name === null ? 'someone' : `$${name}`);
const amount = (satoshis: number | null): string => (satoshis === null ? 'the reward' : `${formatBsv(satoshis)} BSV`);

/** One event of the history as a sentence: "Claimed by octo ($octo), deadline 2026-12-03 12:00 UTC". */
export function historyLine(event: ContractEvent): string {
  const facts = contractEventFacts(event.detail);
  const pull = facts.pullRequest === null ? 'A pull request' : `Pull request #${facts.pullRequest}`;
  switch (event.kind) {
    case 'claimed': {
      const who = facts.githubUsername === null ? handle(event.actor) : `${facts.githubUsername}${facts.handcashHandle === null ? '' : ` ($${facts.handcashHandle})`}`;
      return `Claimed by ${who}${facts.deadline === null ? '' : `, deadline ${formatClaimTime(facts.deadline)}`}`;
    }
    case 'released':
      return `Claim released by ${handle(event.actor)}`;
    case 'expired':
      return `Claim${facts.githubUsername === null ? '' : ` of ${facts.githubUsername}`} expired at its deadline`;
    case 'pull-request-opened':
      return `${pull} opened${event.actor === null ? '' : ` by ${event.actor}`}`;
    case 'merged':
      return `${pull} merged`;
    case 'paid':
      return `Paid ${amount(facts.satoshis)} to ${handle(facts.payee)} by ${handle(event.actor)}`;
    case 'escrow-funded':
      return `Funded ${amount(facts.satoshis)} into escrow by ${handle(event.actor)}`;
    case 'escrow-refunded':
      return `Escrow of ${amount(facts.satoshis)} refunded to ${handle(facts.payee)}${facts.reason === 'issue-closed' ? ': the issue closed without a paying merge' : ''}`;
    case 'payout-override':
      return `Payout set by ${handle(event.actor)}: ${amount(facts.satoshis)} to ${handle(facts.payee)}, because “${facts.reason ?? ''}”`;
  }
}
