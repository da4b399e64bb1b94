import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { ReceivedBrief } from '../../domain/hub/postedSubmissions';
import { DatabaseUnavailableError, type Database } from './database';
import { guardDatabase } from './guardDatabase';
import { developerBriefs, serviceOffers } from './schema';
import { TurnBatch, type BatchOutcome } from './turnBatch';

/** The most briefs one transaction sends. */
const MAX_BATCH = 500;

/** A brief to send: to the poster of the open offer `offerId` (a row id), from `from`, at `sentAt`. */
export interface BriefToSend {
  readonly offerId: number;
  readonly from: string;
  readonly brief: string;
  readonly sentAt: number;
}

/**
 * Sends briefs several at a time (`TurnBatch`): one transaction for the briefs sent together, which reads their
 * offers (locked, so a withdrawal cannot slip in between) and inserts the briefs to open ones in one statement
 * (`unnest`: its text does not grow with the batch). Each caller gets its brief as received, or `not-found` when
 * its offer is not open. A statement the database refuses for a value is tried again brief by brief.
 */
export class BriefSendBatch extends TurnBatch<BriefToSend, ReceivedBrief | 'not-found'> {
  constructor(private readonly db: Database) {
    super(MAX_BATCH);
  }

  send(brief: BriefToSend): Promise<ReceivedBrief | 'not-found'> {
    return this.enqueue(brief);
  }

  protected async settle(batch: readonly BriefToSend[]): Promise<readonly BatchOutcome<ReceivedBrief | 'not-found'>[]> {
    try {
      return await guardDatabase(() => this.db.transaction((tx) => sendAll(tx, batch)));
    } catch (error) {
      if (error instanceof DatabaseUnavailableError || batch.length === 1) return batch.map(() => ({ error }));
      const alone: BatchOutcome<ReceivedBrief | 'not-found'>[] = [];
      for (const brief of batch) alone.push(...(await this.settle([brief])));
      return alone;
    }
  }
}

/** A transaction of `Database`. */
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function sendAll(db: Transaction, batch: readonly BriefToSend[]): Promise<readonly BatchOutcome<ReceivedBrief | 'not-found'>[]> {
  const ids = [...new Set(batch.map((brief) => brief.offerId))];
  const offers = await db
    .select({ id: serviceOffers.id, poster: serviceOffers.posterHandle, title: serviceOffers.title })
    .from(serviceOffers)
    .where(and(inArray(serviceOffers.id, ids), isNull(serviceOffers.withdrawnAt)))
    .for('share');
  const openOffers = new Map(offers.map((offer) => [offer.id, offer]));
  const sent = batch.filter((brief) => openOffers.has(brief.offerId));
  const column = <T>(value: (brief: BriefToSend) => T) => sql.param(sent.map(value));
  // One row per sent brief, in their order (a plain unnest keeps it): the ids come back in the same order.
  const inserted =
    sent.length === 0
      ? { rows: [] }
      : ((await db.execute(sql`INSERT INTO ${developerBriefs} (offer_id, to_handle, from_handle, brief, sent_at)
          SELECT * FROM unnest(${column((brief) => brief.offerId)}::bigint[], ${column((brief) => openOffers.get(brief.offerId)!.poster)}::text[],
            ${column((brief) => brief.from)}::text[], ${column((brief) => brief.brief)}::text[], ${column((brief) => brief.sentAt)}::bigint[])
          RETURNING id`)) as unknown as { rows: { id: number | string }[] });
  let next = 0;
  return batch.map((brief) => {
    const offer = openOffers.get(brief.offerId);
    if (offer === undefined) return { answer: 'not-found' as const };
    const id = String(inserted.rows[next++]!.id);
    return { answer: { id, offerId: String(brief.offerId), offerTitle: offer.title, from: brief.from, brief: brief.brief, sentAt: brief.sentAt } };
  });
}
