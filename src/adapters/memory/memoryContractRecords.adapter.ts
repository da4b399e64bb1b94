import type { GitHubIssueInput, GitHubPullRequestInput } from '../../domain/contracts/githubRecords';
import type { CodeHostError } from '../../ports/codeHostError';
import type { ContractRecordsSource, RecordsReading } from '../../ports/contractRecordsSource.port';

/** Records in memory, for tests: `set` replaces them (as a webhook's refresh would) and tells the listeners. */
export class MemoryContractRecords implements ContractRecordsSource {
  private reading: RecordsReading = { records: null, checkedAt: null, fault: null };
  private readonly listeners = new Set<() => void>();
  /** How many times the records were read. */
  reads = 0;

  constructor(issues: readonly GitHubIssueInput[] = [], pulls: readonly GitHubPullRequestInput[] = [], at = 0) {
    this.reading = { records: { issues, pulls, fetchedAt: at }, checkedAt: at, fault: null };
  }

  async read(): Promise<RecordsReading> {
    this.reads += 1;
    return this.reading;
  }

  set(issues: readonly GitHubIssueInput[], pulls: readonly GitHubPullRequestInput[], at = 0): void {
    this.reading = { records: { issues, pulls, fetchedAt: at }, checkedAt: at, fault: null };
    for (const listener of this.listeners) listener();
  }

  /** The code host failed: the last records stay, with the fault. */
  fail(fault: CodeHostError): void {
    this.reading = { ...this.reading, fault };
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
