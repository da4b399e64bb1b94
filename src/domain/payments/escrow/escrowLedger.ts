import { err, ok, type Result } from '../../shared/result';

/**
 * Where a contract's escrow stands. `funding`: the funder's wallet was asked (its answer may be unknown: never read
 * as "not paid"); `held`: the escrow wallet holds the reward; `paying` / `refunding`: the escrow wallet was asked to
 * pay the claimant / give the funder back (still held until the wallet confirms); `paid` / `refunded`: final.
 */
export type EscrowState = 'funding' | 'held' | 'paying' | 'refunding' | 'paid' | 'refunded';

/** A contract's escrow: one per repository and issue, funded once, then paid once or refunded once, never both. */
export interface EscrowEntry {
  /** `owner/name` of the contract's repository (today the operator's `GITHUB_REPO`). */
  readonly repository: string;
  readonly issueNumber: number;
  /** The maintainer's HandCash handle that funded it, without `$` (refunds go back to it). */
  readonly funder: string;
  /** Whole satoshis. */
  readonly satoshis: number;
  readonly state: EscrowState;
  /** Who the escrow paid (set with `paying`). */
  readonly payee: string | null;
  readonly fundTransactionId: string | null;
  /** The payout's or the refund's transaction. */
  readonly releaseTransactionId: string | null;
  readonly createdAt: number;
  readonly fundedAt: number | null;
  readonly endedAt: number | null;
}

/**
 * Why the escrow refused an operation: `invalid-amount` (not a positive whole number of satoshis),
 * `already-funded` (funded or being funded), `not-funded` (no funds held), `already-paid`, `already-refunded`,
 * `escrow-busy` (the other release is under way), `not-pending` (nothing of this kind waits to be settled).
 */
export type EscrowRefusal = 'invalid-amount' | 'already-funded' | 'not-funded' | 'already-paid' | 'already-refunded' | 'escrow-busy' | 'not-pending';

/** What a maintainer funds. */
export interface FundingRequest {
  readonly repository: string;
  readonly issueNumber: number;
  readonly funder: string;
  readonly satoshis: number;
  readonly at: number;
}

/** The refusal of a final or in-between state, for an operation that needs `held`. */
const refusalOf = (entry: EscrowEntry | null): EscrowRefusal => {
  if (entry === null || entry.state === 'funding') return 'not-funded';
  if (entry.state === 'paid') return 'already-paid';
  if (entry.state === 'refunded') return 'already-refunded';
  return 'escrow-busy';
};

/** Starts funding a contract with no escrow (a funding the wallet refused was dropped, so it may start again). */
export function beginFunding(current: EscrowEntry | null, request: FundingRequest): Result<EscrowEntry, EscrowRefusal> {
  if (!Number.isSafeInteger(request.satoshis) || request.satoshis <= 0) return err('invalid-amount');
  if (current !== null) return err(current.state === 'paid' || current.state === 'refunded' ? refusalOf(current) : 'already-funded');
  const { repository, issueNumber, funder, satoshis, at } = request;
  return ok({ repository, issueNumber, funder, satoshis, state: 'funding', payee: null, fundTransactionId: null, releaseTransactionId: null, createdAt: at, fundedAt: null, endedAt: null });
}

/** The funder's wallet paid: the escrow holds the reward. */
export function settleFunding(entry: EscrowEntry | null, transactionId: string, at: number): Result<EscrowEntry, EscrowRefusal> {
  if (entry?.state !== 'funding') return err('not-pending');
  return ok({ ...entry, state: 'held', fundTransactionId: transactionId, fundedAt: at });
}

/**
 * Starts paying the claimant `payee` from a held escrow; a payout already under way (a second delivery) continues
 * with the same payee. Refused while a refund runs, or once paid or refunded.
 */
export function beginPayout(entry: EscrowEntry | null, payee: string): Result<EscrowEntry, EscrowRefusal> {
  if (entry?.state === 'paying') return ok(entry);
  if (entry?.state !== 'held') return err(refusalOf(entry));
  return ok({ ...entry, state: 'paying', payee });
}

/** The escrow wallet paid the claimant: final. */
export function settlePayout(entry: EscrowEntry | null, transactionId: string, at: number): Result<EscrowEntry, EscrowRefusal> {
  if (entry?.state === 'paid') return err('already-paid');
  if (entry?.state !== 'paying') return err('not-pending');
  return ok({ ...entry, state: 'paid', releaseTransactionId: transactionId, endedAt: at });
}

/** Starts giving a held escrow back to its funder; a refund already under way continues. */
export function beginRefund(entry: EscrowEntry | null): Result<EscrowEntry, EscrowRefusal> {
  if (entry?.state === 'refunding') return ok(entry);
  if (entry?.state !== 'held') return err(refusalOf(entry));
  return ok({ ...entry, state: 'refunding' });
}

/** The escrow wallet gave the funder back: final. */
export function settleRefund(entry: EscrowEntry | null, transactionId: string, at: number): Result<EscrowEntry, EscrowRefusal> {
  if (entry?.state === 'refunded') return err('already-refunded');
  if (entry?.state !== 'refunding') return err('not-pending');
  return ok({ ...entry, state: 'refunded', releaseTransactionId: transactionId, endedAt: at });
}

/**
 * A release the escrow wallet says it did not make (refused, or absent from its history): the reward is held
 * again. A funding the funder's wallet did not make leaves no escrow (null).
 */
export function dropPending(entry: EscrowEntry | null): Result<EscrowEntry | null, EscrowRefusal> {
  if (entry?.state === 'funding') return ok(null);
  if (entry?.state === 'paying' || entry?.state === 'refunding') return ok({ ...entry, state: 'held', payee: null });
  return err('not-pending');
}

/** The money the escrow accounts for, in satoshis: `funded = paid + refunded + held` always. */
export interface EscrowBalance {
  readonly funded: number;
  readonly paid: number;
  readonly refunded: number;
  readonly held: number;
}

/** Whether the escrow wallet holds the entry's reward now (a release under way still holds it). */
export const isHeld = (entry: EscrowEntry): boolean => entry.state === 'held' || entry.state === 'paying' || entry.state === 'refunding';

/** The balance of `entries` (a funding not yet confirmed counts nowhere: no money is known to have arrived). */
export function escrowBalance(entries: readonly EscrowEntry[]): EscrowBalance {
  let paid = 0;
  let refunded = 0;
  let held = 0;
  for (const entry of entries) {
    if (entry.state === 'paid') paid += entry.satoshis;
    else if (entry.state === 'refunded') refunded += entry.satoshis;
    else if (isHeld(entry)) held += entry.satoshis;
  }
  return { funded: paid + refunded + held, paid, refunded, held };
}
