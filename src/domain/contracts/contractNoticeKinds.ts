import type { ContractEventKind } from './contractEvent';
import type { ContractNoticeKind } from './contractNotice';

/** Every kind of history event, once (a kind added to `ContractEventKind` must be added here, or this does not compile). */
const EVENT_KINDS: Readonly<Record<ContractEventKind, true>> = {
  claimed: true,
  released: true,
  expired: true,
  'pull-request-opened': true,
  merged: true,
  paid: true,
  'payout-override': true,
  'escrow-funded': true,
  'escrow-refunded': true,
};

/** The kinds of a contract's history events. */
export const CONTRACT_EVENT_KINDS = Object.keys(EVENT_KINDS) as readonly ContractEventKind[];
/** The kinds of inbox entries about contracts: the history's and the reminder before a claim's deadline. */
export const CONTRACT_NOTICE_KINDS: readonly ContractNoticeKind[] = [...CONTRACT_EVENT_KINDS, 'claim-reminder'];
