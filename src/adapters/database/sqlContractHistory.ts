import { asc, eq } from 'drizzle-orm';
import type { ContractEvent, ContractEventKind } from '../../domain/contracts/contractEvent';
import type { ContractHistory } from '../../ports/contractHistory.port';
import type { Database } from './database';
import { guardDatabase } from './guardDatabase';
import { contractEvents } from './schema';

/** Contract histories in PostgreSQL or PGlite (`contract_events`, migrations 0005 and 0010). */
export class SqlContractHistory implements ContractHistory {
  constructor(private readonly db: Database) {}

  async record(event: ContractEvent, key: string | null = null): Promise<boolean> {
    const { issueNumber, kind, actor, at, detail } = event;
    const kept = await guardDatabase(() =>
      this.db
        .insert(contractEvents)
        .values({ issueNumber, kind, actor, at, detail: { ...detail }, dedupeKey: key })
        .onConflictDoNothing({ target: contractEvents.dedupeKey })
        .returning({ id: contractEvents.id }),
    );
    return kept.length > 0;
  }

  async of(issueNumber: number): Promise<readonly ContractEvent[]> {
    const rows = await guardDatabase(() =>
      this.db.select().from(contractEvents).where(eq(contractEvents.issueNumber, issueNumber)).orderBy(asc(contractEvents.id)),
    );
    return rows.map((row) => ({ issueNumber: row.issueNumber, kind: row.kind as ContractEventKind, actor: row.actor, at: row.at, detail: row.detail }));
  }
}
