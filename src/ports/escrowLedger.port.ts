import type { EscrowEntry, EscrowState } from '../domain/payments/escrow/escrowLedger';

/** An escrow entry as the server keeps it: with the wallet call's lease and the funder's sealed token while funding. */
export interface StoredEscrowEntry extends EscrowEntry {
  /** Until then a wallet call for this entry is in flight and nobody else asks the wallet about it. */
  readonly leaseUntil: number;
  /** The funder's wallet token, encrypted, while the funding is unconfirmed; null otherwise. */
  readonly sealedToken: string | null;
}

/**
 * The escrow ledger (the database): one entry per repository and issue. Every write is conditional on the state the
 * caller read, so two servers, or one webhook delivered twice, never move the same money twice. Every method rejects
 * with `DatabaseUnavailableError` when the database cannot answer.
 */
export interface EscrowLedgerRepository {
  /** Every entry of `repository`, oldest first. */
  all(repository: string): Promise<readonly StoredEscrowEntry[]>;
  /**
   * Every entry the escrow wallet still holds (`held`, `paying`, `refunding`) of every repository, oldest first: what
   * the sweep of the scheduled jobs resumes (one read for every repository).
   */
  open(): Promise<readonly StoredEscrowEntry[]>;
  find(repository: string, issueNumber: number): Promise<StoredEscrowEntry | null>;
  /** Records a new entry (a funding begun) unless the contract has one: true when this caller recorded it. */
  insert(entry: StoredEscrowEntry): Promise<boolean>;
  /**
   * Writes `next` over the entry if it is still in state `from` and its lease ran out by `now` (or `now` is null:
   * the caller holds the lease): true when written.
   */
  replace(from: EscrowState, next: StoredEscrowEntry, now: number | null): Promise<boolean>;
  /** Deletes a funding the funder's wallet did not make (state `funding` only). */
  remove(repository: string, issueNumber: number): Promise<void>;
}
