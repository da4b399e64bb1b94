import { contractEventFacts } from '../../../domain/contracts/contractEventFacts';
import type { InboxNotice } from '../../../domain/contracts/contractNotice';
import { formatBsv } from '../../../domain/payments/bsvAmount';
import type { ContractJournalError } from '../../../ports/contractJournalBoard.port';
import { formatClaimTime } from '../contracts/claims.texts';
import { AUTO_PAYOUT_FAILURE_REASONS } from '../contracts/payoutsDue.texts';

/** Texts of the inbox's contract notices. */
export const CONTRACT_NOTICE_TEXTS = {
  heading: 'Contracts',
  briefsHeading: 'Briefs',
  listLabel: 'Contract notices',
  loading: 'Loading your contract notices…',
  empty: 'No contract notices yet. When you claim a contract, or one you work on or maintain moves on, it shows here.',
  unread: 'New',
  retry: 'Try again',
} as const;

/** The link to an entry's contract: "Open contract #12". */
export const openContractLabel = (issueNumber: number): string => `Open contract #${issueNumber}`;

/** Why the notices could not be read, by the board's failure code. */
export const CONTRACT_NOTICE_LOAD_FAILURES: Readonly<Record<ContractJournalError['code'], string>> = {
  'not-signed-in': 'Sign in with HandCash to see the notices about your contracts.',
  'not-found': 'Your contract notices could not be loaded. Try again in a moment.',
  unavailable: 'Your contract notices could not be loaded. Check your connection and try again.',
};

const timeOr = (epochMs: number | null, unknown: string): string => (epochMs === null ? unknown : formatClaimTime(epochMs));

/** One notice as a sentence for its reader: "Reminder: your claim on #12 “Wallet docs” ends 2026-12-03 12:00 UTC." */
export function noticeText(notice: InboxNotice): string {
  const facts = contractEventFacts(notice.detail);
  const subject = `#${notice.issueNumber}${notice.title === null ? '' : ` “${notice.title}”`}`;
  const pull = facts.pullRequest === null ? 'A pull request' : `Pull request #${facts.pullRequest}`;
  const paid = `${facts.satoshis === null ? 'The reward' : `${formatBsv(facts.satoshis)} BSV`} to ${facts.payee === null ? 'the worker' : `$${facts.payee}`}`;
  switch (notice.kind) {
    case 'claimed':
      return `You claimed ${subject}. Deadline: ${timeOr(facts.deadline, 'none')}.`;
    case 'claim-reminder':
      return `Reminder: your claim on ${subject} ends ${timeOr(facts.deadline, 'soon')}. Open a pull request that fixes the issue before then, or the contract becomes available to everyone.`;
    case 'expired':
      return `Your claim on ${subject} expired at its deadline (${timeOr(facts.deadline, 'passed')}): the contract is available to everyone again.`;
    case 'released':
      return `Your claim on ${subject} was released.`;
    case 'pull-request-opened':
      return `${pull} was opened for ${subject}: it is under review.`;
    case 'merged':
      return `${pull} for ${subject} was merged: the contract is completed and its payout is due.`;
    case 'paid':
      return `${subject} was paid: ${paid}.`;
    case 'payout-override':
      return `The payout of ${subject} was set by a maintainer: ${paid}, because “${facts.reason ?? ''}”.`;
    case 'escrow-funded':
      return `${subject} was funded: ${facts.satoshis === null ? 'its reward' : `${formatBsv(facts.satoshis)} BSV`} is held in escrow and paid to its worker on merge.`;
    case 'escrow-refunded':
      return `The escrow of ${subject} was refunded: ${facts.satoshis === null ? 'its reward' : `${formatBsv(facts.satoshis)} BSV`} went back to ${facts.payee === null ? 'its funder' : `$${facts.payee}`}${facts.reason === 'issue-closed' ? ', because its issue closed without a paying merge' : ''}.`;
    case 'auto-payout-failed':
      return `Automatic payout of ${subject} failed, so it is still due (${paid}): ${(facts.reason === null ? undefined : AUTO_PAYOUT_FAILURE_REASONS[facts.reason]) ?? `the wallet refused (${facts.reason ?? 'no reason given'})`}. Pay it from Payouts due on the contracts page.`;
  }
}
