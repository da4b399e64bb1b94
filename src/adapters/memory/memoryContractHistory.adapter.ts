import type { ContractEvent } from '../../domain/contracts/contractEvent';
import type { ContractHistory } from '../../ports/contractHistory.port';

/** Contract histories in memory, for tests. */
export class MemoryContractHistory implements ContractHistory {
  readonly events: ContractEvent[] = [];
  private readonly keys = new Set<string>();

  async record(event: ContractEvent, key: string | null = null): Promise<boolean> {
    if (key !== null) {
      if (this.keys.has(key)) return false;
      this.keys.add(key);
    }
    this.events.push(event);
    return true;
  }

  async of(issueNumber: number): Promise<readonly ContractEvent[]> {
    return this.events.filter((event) => event.issueNumber === issueNumber);
  }
}
