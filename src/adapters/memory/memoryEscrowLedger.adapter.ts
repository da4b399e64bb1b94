import { isHeld, type EscrowState } from '../../domain/payments/escrow/escrowLedger';
import type { EscrowLedgerRepository, StoredEscrowEntry } from '../../ports/escrowLedger.port';

const keyOf = (repository: string, issueNumber: number): string => `${repository}#${issueNumber}`;

/** The escrow ledger in memory, with the database's rules: one entry per contract, moves conditional on the state read. */
export class MemoryEscrowLedger implements EscrowLedgerRepository {
  private readonly entries = new Map<string, StoredEscrowEntry>();

  async all(repository: string): Promise<readonly StoredEscrowEntry[]> {
    return [...this.entries.values()].filter((entry) => entry.repository === repository).sort((a, b) => a.createdAt - b.createdAt || a.issueNumber - b.issueNumber);
  }

  async open(): Promise<readonly StoredEscrowEntry[]> {
    const order = (a: StoredEscrowEntry, b: StoredEscrowEntry) => a.createdAt - b.createdAt || a.repository.localeCompare(b.repository) || a.issueNumber - b.issueNumber;
    return [...this.entries.values()].filter(isHeld).sort(order);
  }

  async find(repository: string, issueNumber: number): Promise<StoredEscrowEntry | null> {
    return this.entries.get(keyOf(repository, issueNumber)) ?? null;
  }

  async insert(entry: StoredEscrowEntry): Promise<boolean> {
    const key = keyOf(entry.repository, entry.issueNumber);
    if (this.entries.has(key)) return false;
    this.entries.set(key, entry);
    return true;
  }

  async replace(from: EscrowState, next: StoredEscrowEntry, now: number | null): Promise<boolean> {
    const key = keyOf(next.repository, next.issueNumber);
    const current = this.entries.get(key);
    if (current?.state !== from || (now !== null && current.leaseUntil > now)) return false;
    this.entries.set(key, next);
    return true;
  }

  async remove(repository: string, issueNumber: number): Promise<void> {
    const key = keyOf(repository, issueNumber);
    if (this.entries.get(key)?.state === 'funding') this.entries.delete(key);
  }
}
