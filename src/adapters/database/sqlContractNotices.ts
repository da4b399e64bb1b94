import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { ContractNotice, ContractNoticeKind, KeptContractNotice } from '../../domain/contracts/contractNotice';
import type { ContractNotices } from '../../ports/contractNotices.port';
import type { Database } from './database';
import { DedupedInsertBatch } from './dedupedInsertBatch';
import { guardDatabase } from './guardDatabase';
import { contractNotices } from './schema';

const INBOX_LIMIT = 100;

/** Inbox entries about contracts in PostgreSQL or PGlite (`contract_notices`, migrations 0006 and 0013). */
export class SqlContractNotices implements ContractNotices {
  /** The notices sent at once (claims, payments) go in one statement, in the order they were sent. */
  private readonly batch: DedupedInsertBatch<{ readonly notice: Omit<ContractNotice, 'id'>; readonly key: string | null }>;

  constructor(private readonly db: Database) {
    this.batch = new DedupedInsertBatch(
      db,
      contractNotices,
      [
        { column: contractNotices.toHandle, type: 'text', value: ({ notice }) => notice.to },
        { column: contractNotices.kind, type: 'text', value: ({ notice }) => notice.kind },
        { column: contractNotices.issueNumber, type: 'integer', value: ({ notice }) => notice.issueNumber },
        { column: contractNotices.at, type: 'bigint', value: ({ notice }) => notice.at },
        { column: contractNotices.detail, type: 'jsonb', value: ({ notice }) => notice.detail },
        { column: contractNotices.dedupeKey, type: 'text', value: ({ key }) => key },
      ],
      contractNotices.dedupeKey,
      ({ key }) => key,
    );
  }

  send(notice: Omit<ContractNotice, 'id'>, key: string | null): Promise<boolean> {
    return this.batch.insert({ notice, key });
  }

  async inbox(handle: string): Promise<readonly KeptContractNotice[]> {
    const rows = await guardDatabase(() =>
      this.db.select().from(contractNotices).where(eq(contractNotices.toHandle, handle)).orderBy(desc(contractNotices.id)).limit(INBOX_LIMIT),
    );
    return rows.map((row) => ({
      id: String(row.id),
      to: row.toHandle,
      kind: row.kind as ContractNoticeKind,
      issueNumber: row.issueNumber,
      at: row.at,
      detail: row.detail,
      readAt: row.readAt,
    }));
  }

  async markRead(handle: string, at: number): Promise<number> {
    const unread = and(eq(contractNotices.toHandle, handle), isNull(contractNotices.readAt));
    const marked = await guardDatabase(() => this.db.update(contractNotices).set({ readAt: at }).where(unread).returning({ id: contractNotices.id }));
    return marked.length;
  }

  async unreadCount(handle: string): Promise<number> {
    const unread = and(eq(contractNotices.toHandle, handle), isNull(contractNotices.readAt));
    const [row] = await guardDatabase(() => this.db.select({ unread: count() }).from(contractNotices).where(unread));
    return row?.unread ?? 0;
  }
}
