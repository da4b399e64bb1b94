import { asc, eq } from 'drizzle-orm';
import type { ContractEvent, ContractEventKind } from '../../domain/contracts/contractEvent';
import type { ContractHistory } from '../../ports/contractHistory.port';
import type { Database } from './database';
import { DedupedInsertBatch } from './dedupedInsertBatch';
import { guardDatabase } from './guardDatabase';
import { contractEvents } from './schema';

/** Contract histories in PostgreSQL or PGlite (`contract_events`, migrations 0005 and 0010). */
export class SqlContractHistory implements ContractHistory {
  /** The events recorded at once (claims, payments) go in one statement, in the order they were recorded. */
  private readonly batch: DedupedInsertBatch<{ readonly event: ContractEvent; readonly key: string | null }>;

  constructor(private readonly db: Database) {
    this.batch = new DedupedInsertBatch(
      db,
      contractEvents,
      [
        { column: contractEvents.issueNumber, type: 'integer', value: ({ event }) => event.issueNumber },
        { column: contractEvents.kind, type: 'text', value: ({ event }) => event.kind },
        { column: contractEvents.actor, type: 'text', value: ({ event }) => event.actor },
        { column: contractEvents.at, type: 'bigint', value: ({ event }) => event.at },
        { column: contractEvents.detail, type: 'jsonb', value: ({ event }) => event.detail },
        { column: contractEvents.dedupeKey, type: 'text', value: ({ key }) => key },
      ],
      contractEvents.dedupeKey,
      ({ key }) => key,
    );
  }

  record(event: ContractEvent, key: string | null = null): Promise<boolean> {
    return this.batch.insert({ event, key });
  }

  async of(issueNumber: number): Promise<readonly ContractEvent[]> {
    const rows = await guardDatabase(() =>
      this.db.select().from(contractEvents).where(eq(contractEvents.issueNumber, issueNumber)).orderBy(asc(contractEvents.id)),
    );
    return rows.map((row) => ({ issueNumber: row.issueNumber, kind: row.kind as ContractEventKind, actor: row.actor, at: row.at, detail: row.detail }));
  }
}
