import type { AutoPayoutRepository, StoredAutoPayout } from '../../ports/autoPayoutRepository.port';

/** Automatic payout choices in memory, for tests: one per scope, the latest kept. */
export class MemoryAutoPayoutRepository implements AutoPayoutRepository {
  private readonly choices = new Map<number, StoredAutoPayout>();

  async all(): Promise<readonly StoredAutoPayout[]> {
    return [...this.choices.values()].sort((a, b) => a.scope - b.scope);
  }

  async save(choice: StoredAutoPayout): Promise<void> {
    this.choices.set(choice.scope, choice);
  }
}
