import type { ContractEventKind } from './contractEvent';

/**
 * What an inbox entry about a contract tells: an event of its history, the reminder before a claim's deadline, or
 * (to a maintainer) that an automatic payout failed and the payout is still due (`detail.reason` says why).
 */
export type ContractNoticeKind = ContractEventKind | 'claim-reminder' | 'auto-payout-failed';

/** An inbox entry about a contract, for one person (a HandCash handle). */
export interface ContractNotice {
  readonly id: string;
  /** The HandCash handle it is for, without `$`. */
  readonly to: string;
  readonly kind: ContractNoticeKind;
  readonly issueNumber: number;
  /** Epoch ms. */
  readonly at: number;
  /** The facts the page words: a deadline, a payee, an amount, a transaction, a pull request number. */
  readonly detail: Readonly<Record<string, string | number | null>>;
}

/** An inbox entry as kept: the notice, and when its person first saw it in their inbox (epoch ms; null: unread). */
export interface KeptContractNotice extends ContractNotice {
  readonly readAt: number | null;
}

/** An inbox entry as the inbox shows it: with its contract's title (null: no longer a contract of the repository). */
export interface InboxNotice extends KeptContractNotice {
  readonly title: string | null;
}
