import type { ContractEvent } from '../../domain/contracts/contractEvent';
import type { ContractHistory } from '../../ports/contractHistory.port';

/** Contract histories in memory, for tests. */
export class MemoryContractHistory implements ContractHistory {
  readonly events: ContractEvent[] = [];

  async record(event: ContractEvent): Promise<void> {
    this.events.push(event);
  }

  async of(issueNumber: number): Promise<readonly ContractEvent[]> {
    return this.events.filter((event) => event.issueNumber === issueNumber);
  }
}
