import type { ContractRecordsSource, RecordsReading } from '../../ports/contractRecordsSource.port';
import { parseIssueList, parsePullList } from './githubRecordSchemas';

/** Lists in GitHub's REST shape, read in process (the embedded sample repository). */
export interface RawRepositoryLists {
  readonly issues: readonly unknown[];
  readonly pulls: readonly unknown[];
}

/**
 * Records read in process from lists in GitHub's shape (the embedded default's sample repository), validated as
 * GitHub's answers are. They are parsed again only when a list is replaced; `changed()` tells the listeners.
 */
export class StaticContractRecords implements ContractRecordsSource {
  private reading: { readonly issues: readonly unknown[]; readonly pulls: readonly unknown[]; readonly value: RecordsReading } | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly lists: () => RawRepositoryLists,
    private readonly now: () => number,
  ) {}

  async read(): Promise<RecordsReading> {
    const { issues, pulls } = this.lists();
    if (this.reading?.issues === issues && this.reading.pulls === pulls) return this.reading.value;
    const at = this.now();
    const records = { issues: parseIssueList(issues) ?? [], pulls: parsePullList(pulls) ?? [], fetchedAt: at };
    this.reading = { issues, pulls, value: { records, checkedAt: at, fault: null } };
    return this.reading.value;
  }

  /** The lists were replaced: the listeners read them again. */
  changed(): void {
    for (const listener of this.listeners) listener();
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
