import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, DatabaseConnection } from '../../../src/adapters/database/database';
import { BriefSendBatch } from '../../../src/adapters/database/briefSendBatch';
import { SqlOfferRepository } from '../../../src/adapters/database/sqlOfferRepository';
import { developerBriefs } from '../../../src/adapters/database/schema';
import { bothDatabases } from '../../support/databases';
import { SAMPLE_OFFER } from '../../support/hubSubmissionsSamples';

const NOW = Date.UTC(2026, 10, 26, 9);

/** The database with its transactions counted: one per batch sent. */
function counting(db: Database): { db: Database; transactions: () => number } {
  let transactions = 0;
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      if (key === 'transaction') transactions += 1;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { db: proxy, transactions: () => transactions };
}

describe.each(bothDatabases())('the brief batch on $name', (database) => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await database.open();
  }, 60_000);
  afterAll(() => database.close());
  beforeEach(() => connection.db.execute(sql`TRUNCATE service_offers, developer_briefs RESTART IDENTITY CASCADE`));

  it('answers each of sixty simultaneous senders with its own brief, or not-found for an offer not open, in one transaction or two', async () => {
    const offers = new SqlOfferRepository(connection.db);
    await offers.post(SAMPLE_OFFER, 'alice', NOW);
    await offers.post({ ...SAMPLE_OFFER, title: 'Withdrawn' }, 'bob', NOW);
    await offers.post({ ...SAMPLE_OFFER, title: 'Second' }, 'carol', NOW);
    await offers.withdraw('2', 'bob', NOW);
    const { db, transactions } = counting(connection.db);
    const batch = new BriefSendBatch(db);
    const sent = Array.from({ length: 60 }, (_, index) => ({ offerId: 1 + (index % 4), from: `sender${index}`, brief: `brief ${index}`, sentAt: NOW + index }));
    const answers = await Promise.all(sent.map((brief) => batch.send(brief)));
    const stored = await connection.db.select().from(developerBriefs);
    const storedById = new Map(stored.map((row) => [String(row.id), row]));
    expect({
      answers: answers.map((answer) => (answer === 'not-found' ? answer : [answer.offerTitle, answer.brief])),
      // Each answer names the row holding its own brief, addressed to its offer's poster.
      rows: answers.flatMap((answer) => (answer === 'not-found' ? [] : [[storedById.get(answer.id)?.brief === answer.brief, storedById.get(answer.id)?.toHandle]])),
      count: stored.length,
    }).toEqual({
      answers: sent.map((brief) => (brief.offerId === 1 ? [SAMPLE_OFFER.title, brief.brief] : brief.offerId === 3 ? ['Second', brief.brief] : 'not-found')),
      rows: sent.flatMap((brief) => (brief.offerId === 1 ? [[true, 'alice']] : brief.offerId === 3 ? [[true, 'carol']] : [])),
      count: 30,
    });
    expect(transactions()).toBeLessThanOrEqual(2);
  });

  it('fails only the sender whose brief the database refuses; the briefs beside it are kept', async () => {
    await new SqlOfferRepository(connection.db).post(SAMPLE_OFFER, 'alice', NOW);
    const batch = new BriefSendBatch(connection.db);
    const outcomes = await Promise.allSettled(['good 1', 'bad\u0000', 'good 2'].map((brief) => batch.send({ offerId: 1, from: 'bob', brief, sentAt: NOW })));
    const stored = (await connection.db.select().from(developerBriefs)).map((row) => row.brief).sort();
    expect([outcomes.map((outcome) => outcome.status), stored]).toEqual([['fulfilled', 'rejected', 'fulfilled'], ['good 1', 'good 2']]);
  });
});
