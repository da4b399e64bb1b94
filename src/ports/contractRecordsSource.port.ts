import type { CodeHostError } from './codeHostError';
import type { RepositoryRecords } from './issueTracker.port';
import { token, type Token } from './token';

/** The repository's records as the server last read them, and why the last read failed (if it did). */
export interface RecordsReading {
  /** Null until the code host has answered once. The same object while nothing changed. */
  readonly records: RepositoryRecords | null;
  /** When the code host last confirmed them (epoch ms); null before its first answer. */
  readonly checkedAt: number | null;
  readonly fault: CodeHostError | null;
}

/**
 * Where the server reads the issues and pull requests its contracts are derived from (GitHub through the gateway,
 * GitHub unauthenticated and paced, or the embedded sample repository). Malformed items are skipped.
 */
export interface ContractRecordsSource {
  /**
   * The records as last read; reads the code host first when its pacing allows (several callers share one read).
   * Never rejects: a failed read keeps the last records and names the fault.
   */
  read(): Promise<RecordsReading>;
  /** Calls `listener` when the code host told of a change (a webhook) and the records were read again; returns the unsubscribe. */
  onChange(listener: () => void): () => void;
}

export const ContractRecordsSource: Token<ContractRecordsSource> = token<ContractRecordsSource>('ContractRecordsSource');
