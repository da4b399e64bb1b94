import { and, asc, eq } from 'drizzle-orm';
import type { ContractEvent, ContractEventKind } from '../../domain/contracts/contractEvent';
import type { ContractHistory } from '../../ports/contractHistory.port';
import type { Database } from './database';
import { DedupedInsertBatch } from './dedupedInsertBatch';
import { guardDatabase } from './guardDatabase';
import { contractEvents } from './schema';

/**
 * Contract histories in PostgreSQL or PGlite (`contract_events`, migrations 0005, 0010 and 0027). One instance keeps
 * one repository's ('' the operator's, else a connected one's `owner/name`); a connected repository's dedupe keys are
 * prefixed with its name, so the same GitHub activity on two repositories is kept for each.
 */
export class SqlContractHistory implements ContractHistory {
  /** The events recorded at once (claims, payments) go in one statement, in the order they were recorded. */
  private readonly batch: DedupedInsertBatch<{ readonly event: ContractEvent; readonly key: string | null }>;

  constructor(
    private readonly db: Database,
    private readonly repository: string = '',
  ) {
    const scoped = (key: string | null) => (key === null || repository === '' ? key : `${repository}:${key}`);
    this.batch = new DedupedInsertBatch(
      db,
      contractEvents,
      [
        { column: contractEvents.issueNumber, type: 'integer', value: ({ event }) => event.issueNumber },
        { column: contractEvents.kind, type: 'text', value: ({ event }) => event.kind },
        { column: contractEvents.actor, type: 'text', value: ({ event }) => event.actor },
        { column: contractEvents.at, type: 'bigint', value: ({ event }) => event.at },
        { column: contractEvents.detail, type: 'jsonb', value: ({ event }) => event.detail },
        { column: contractEvents.dedupeKey, type: 'text', value: ({ key }) => scoped(key) },
        { column: contractEvents.repository, type: 'text', value: () => repository },
      ],
      contractEvents.dedupeKey,
      ({ key }) => scoped(key),
    );
  }

  record(event: ContractEvent, key: string | null = null): Promise<boolean> {
    return this.batch.insert({ event, key });
  }

  async of(issueNumber: number): Promise<readonly ContractEvent[]> {
    const rows = await guardDatabase(() =>
      this.db.select().from(contractEvents).where(and(eq(contractEvents.repository, this.repository), eq(contractEvents.issueNumber, issueNumber))).orderBy(asc(contractEvents.id)),
    );
    return rows.map((row) => ({ issueNumber: row.issueNumber, kind: row.kind as ContractEventKind, actor: row.actor, at: row.at, detail: row.detail }));
  }
}
