import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ListPage, PageRequest } from '../../ports/listPage';
import { afterPosition, pageOf, pageRows } from './keysetPage';
import type { Commission } from '../../domain/hub/commission';
import type { BudgetRange, CommissionPriority, ProjectType, Timeline } from '../../domain/hub/commissionOptions';
import type { PostedCommission } from '../../domain/hub/postedSubmissions';
import { type CommissionRepository, type EndPostingOutcome } from '../../ports/hubRepositories.port';
import type { Database } from './database';
import { guardDatabase } from './guardDatabase';
import { InsertBatch } from './insertBatch';
import { rowIdOf } from './postingIds';
import { commissions } from './schema';

type Row = typeof commissions.$inferSelect;

// Rows hold only commissions the domain's rules accepted, so their choices are the domain's values.
const toCommission = (row: Row): PostedCommission => ({
  id: String(row.id),
  poster: row.posterHandle,
  postedAt: row.postedAt,
  title: row.title,
  company: row.company,
  description: row.description,
  requirements: row.requirements,
  techStack: row.techStack,
  projectType: row.projectType as ProjectType,
  budget: row.budget as BudgetRange,
  timeline: row.timeline as Timeline,
  priority: row.priority as CommissionPriority,
  contact: row.contact,
});

/** Commissions in PostgreSQL or PGlite; a commission is open until its poster closes it. */
export class SqlCommissionRepository implements CommissionRepository {
  private readonly inserts: InsertBatch<Row>;

  constructor(private readonly db: Database) {
    this.inserts = new InsertBatch<Row>(db, commissions);
  }

  /** Commissions posted at once share one statement and one commit (`InsertBatch`). */
  async post(commission: Commission, poster: string, now: number): Promise<PostedCommission> {
    return toCommission(await this.inserts.insert({ ...commission, techStack: [...commission.techStack], posterHandle: poster, postedAt: now }));
  }

  async openCommissions(page: PageRequest): Promise<ListPage<PostedCommission>> {
    const rows = await guardDatabase(() =>
      this.db
        .select()
        .from(commissions)
        .where(and(isNull(commissions.closedAt), afterPosition(commissions.postedAt, commissions.id, page.after)))
        .orderBy(desc(commissions.postedAt), desc(commissions.id))
        .limit(pageRows(page)),
    );
    return pageOf(rows, page, toCommission, (row) => ({ at: row.postedAt, id: row.id }));
  }

  async close(id: string, by: string, now: number): Promise<EndPostingOutcome> {
    const rowId = rowIdOf(id);
    if (rowId === null) return 'not-found';
    const open = and(eq(commissions.id, rowId), isNull(commissions.closedAt));
    const ended = await guardDatabase(() =>
      this.db
        .update(commissions)
        .set({ closedAt: now })
        .where(and(open, eq(commissions.posterHandle, by)))
        .returning({ id: commissions.id }),
    );
    if (ended.length > 0) return 'ended';
    const found = await guardDatabase(() => this.db.select({ id: commissions.id }).from(commissions).where(open));
    return found.length > 0 ? 'not-poster' : 'not-found';
  }
}
