import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { ContractNotice, ContractNoticeKind, KeptContractNotice } from '../../domain/contracts/contractNotice';
import type { ContractNotices } from '../../ports/contractNotices.port';
import type { Database } from './database';
import { DedupedInsertBatch } from './dedupedInsertBatch';
import { guardDatabase } from './guardDatabase';
import { contractNotices } from './schema';

const INBOX_LIMIT = 100;

/**
 * Inbox entries about contracts in PostgreSQL or PGlite (`contract_notices`, migrations 0006, 0013 and 0027). One
 * instance sends one repository's ('' the operator's, else a connected one's `owner/name`, its dedupe keys prefixed
 * with it); a person's inbox holds every repository's.
 */
export class SqlContractNotices implements ContractNotices {
  /** The notices sent at once (claims, payments) go in one statement, in the order they were sent. */
  private readonly batch: DedupedInsertBatch<{ readonly notice: Omit<ContractNotice, 'id'>; readonly key: string | null }>;
  private readonly db: Database;

  constructor(
    db: Database,
    repository: string = '',
  ) {
    this.db = db;
    const scoped = (key: string | null) => (key === null || repository === '' ? key : `${repository}:${key}`);
    this.batch = new DedupedInsertBatch(
      db,
      contractNotices,
      [
        { column: contractNotices.toHandle, type: 'text', value: ({ notice }) => notice.to },
        { column: contractNotices.kind, type: 'text', value: ({ notice }) => notice.kind },
        { column: contractNotices.issueNumber, type: 'integer', value: ({ notice }) => notice.issueNumber },
        { column: contractNotices.at, type: 'bigint', value: ({ notice }) => notice.at },
        { column: contractNotices.detail, type: 'jsonb', value: ({ notice }) => notice.detail },
        { column: contractNotices.dedupeKey, type: 'text', value: ({ key }) => scoped(key) },
        { column: contractNotices.repository, type: 'text', value: () => repository },
      ],
      contractNotices.dedupeKey,
      ({ key }) => scoped(key),
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
