import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ListPage, PageRequest } from '../../ports/listPage';
import { afterPosition, pageOf, pageRows } from './keysetPage';
import type { PostedOffer } from '../../domain/hub/postedSubmissions';
import type { ExperienceLevel, OfferAvailability, ServiceOffer } from '../../domain/hub/serviceOffer';
import { type EndPostingOutcome, type OfferRepository } from '../../ports/hubRepositories.port';
import type { Database } from './database';
import { guardDatabase } from './guardDatabase';
import { InsertBatch } from './insertBatch';
import { rowIdOf } from './postingIds';
import { serviceOffers } from './schema';

type Row = typeof serviceOffers.$inferSelect;

// Rows hold only offers the domain's rules accepted, so their choices are the domain's values.
const toOffer = (row: Row): PostedOffer => ({
  id: String(row.id),
  poster: row.posterHandle,
  postedAt: row.postedAt,
  title: row.title,
  description: row.description,
  skills: row.skills,
  hourlyRateBsv: row.hourlyRateBsv,
  availability: row.availability as OfferAvailability,
  experience: row.experience as ExperienceLevel,
  portfolio: row.portfolio,
  contact: row.contact,
});

/** Service offers in PostgreSQL or PGlite; an offer stays listed until its poster withdraws it. */
export class SqlOfferRepository implements OfferRepository {
  private readonly inserts: InsertBatch<Row>;

  constructor(private readonly db: Database) {
    this.inserts = new InsertBatch<Row>(db, serviceOffers);
  }

  /** Offers posted at once share one statement and one commit (`InsertBatch`). */
  async post(offer: ServiceOffer, poster: string, now: number): Promise<PostedOffer> {
    return toOffer(await this.inserts.insert({ ...offer, skills: [...offer.skills], posterHandle: poster, postedAt: now }));
  }

  async openOffers(page: PageRequest): Promise<ListPage<PostedOffer>> {
    const rows = await guardDatabase(() =>
      this.db
        .select()
        .from(serviceOffers)
        .where(and(isNull(serviceOffers.withdrawnAt), afterPosition(serviceOffers.postedAt, serviceOffers.id, page.after)))
        .orderBy(desc(serviceOffers.postedAt), desc(serviceOffers.id))
        .limit(pageRows(page)),
    );
    return pageOf(rows, page, toOffer, (row) => ({ at: row.postedAt, id: row.id }));
  }

  async withdraw(id: string, by: string, now: number): Promise<EndPostingOutcome> {
    const rowId = rowIdOf(id);
    if (rowId === null) return 'not-found';
    const open = and(eq(serviceOffers.id, rowId), isNull(serviceOffers.withdrawnAt));
    const ended = await guardDatabase(() =>
      this.db
        .update(serviceOffers)
        .set({ withdrawnAt: now })
        .where(and(open, eq(serviceOffers.posterHandle, by)))
        .returning({ id: serviceOffers.id }),
    );
    if (ended.length > 0) return 'ended';
    const found = await guardDatabase(() => this.db.select({ id: serviceOffers.id }).from(serviceOffers).where(open));
    return found.length > 0 ? 'not-poster' : 'not-found';
  }
}
