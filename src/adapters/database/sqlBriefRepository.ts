import { and, count, desc, eq } from 'drizzle-orm';
import type { ReceivedBrief } from '../../domain/hub/postedSubmissions';
import type { DeveloperBrief } from '../../domain/hub/projectBrief';
import type { BriefRepository } from '../../ports/hubRepositories.port';
import type { ListPage, PageRequest } from '../../ports/listPage';
import { afterPosition, pageOf, pageRows } from './keysetPage';
import type { Database } from './database';
import { BriefSendBatch } from './briefSendBatch';
import { guardDatabase } from './guardDatabase';
import { rowIdOf } from './postingIds';
import { developerBriefs, serviceOffers } from './schema';

/** Project briefs in PostgreSQL or PGlite, addressed to the poster of the open offer they answer. */
export class SqlBriefRepository implements BriefRepository {
  private readonly sends: BriefSendBatch;

  constructor(private readonly db: Database) {
    this.sends = new BriefSendBatch(db);
  }

  /** Briefs sent at once share one transaction and one commit (`BriefSendBatch`). */
  async send(brief: DeveloperBrief, from: string, now: number): Promise<ReceivedBrief | 'not-found'> {
    const offerId = rowIdOf(brief.offerId);
    if (offerId === null) return 'not-found';
    return this.sends.send({ offerId, from, brief: brief.brief, sentAt: now });
  }

  async inbox(handle: string, page: PageRequest): Promise<ListPage<ReceivedBrief>> {
    const rows = await guardDatabase(() =>
      this.db
        .select({
          id: developerBriefs.id,
          offerId: developerBriefs.offerId,
          offerTitle: serviceOffers.title,
          from: developerBriefs.fromHandle,
          brief: developerBriefs.brief,
          sentAt: developerBriefs.sentAt,
        })
        .from(developerBriefs)
        .innerJoin(serviceOffers, eq(serviceOffers.id, developerBriefs.offerId))
        .where(and(eq(developerBriefs.toHandle, handle), afterPosition(developerBriefs.sentAt, developerBriefs.id, page.after)))
        .orderBy(desc(developerBriefs.sentAt), desc(developerBriefs.id))
        .limit(pageRows(page)),
    );
    return pageOf(
      rows,
      page,
      (row) => ({ ...row, id: String(row.id), offerId: String(row.offerId) }),
      (row) => ({ at: row.sentAt, id: row.id }),
    );
  }

  async count(handle: string): Promise<number> {
    const rows = await guardDatabase(() =>
      this.db.select({ count: count() }).from(developerBriefs).where(eq(developerBriefs.toHandle, handle)),
    );
    return rows[0]?.count ?? 0;
  }
}
