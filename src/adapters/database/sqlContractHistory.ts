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
  private readonly batch: DedupedInsertBatch;

  constructor(private readonly db: Database) {
    this.batch = new DedupedInsertBatch(db, contractEvents, contractEvents.dedupeKey, (row) => (row['dedupeKey'] as string | null) ?? null);
  }

  record(event: ContractEvent, key: string | null = null): Promise<boolean> {
    const { issueNumber, kind, actor, at, detail } = event;
    return this.batch.insert({ issueNumber, kind, actor, at, detail: { ...detail }, dedupeKey: key });
  }

  async of(issueNumber: number): Promise<readonly ContractEvent[]> {
    const rows = await guardDatabase(() =>
      this.db.select().from(contractEvents).where(eq(contractEvents.issueNumber, issueNumber)).orderBy(asc(contractEvents.id)),
    );
    return rows.map((row) => ({ issueNumber: row.issueNumber, kind: row.kind as ContractEventKind, actor: row.actor, at: row.at, detail: row.detail }));
  }
}
