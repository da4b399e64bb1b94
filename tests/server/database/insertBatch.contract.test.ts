import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, DatabaseConnection } from '../../../src/adapters/database/database';
import { InsertBatch } from '../../../src/adapters/database/insertBatch';
import { serviceOffers } from '../../../src/adapters/database/schema';
import { bothDatabases } from '../../support/databases';

type Row = typeof serviceOffers.$inferSelect;
const NOW = Date.UTC(2026, 10, 26, 9);
const offer = (title: string) => ({
  title,
  description: 'd',
  skills: ['TypeScript'],
  hourlyRateBsv: 0.001,
  availability: 'full-time',
  experience: 'expert',
  portfolio: null,
  contact: 'c',
  posterHandle: 'alice',
  postedAt: NOW,
});

/** The database with its inserts counted: one per statement sent. */
function counting(db: Database): { db: Database; statements: () => number } {
  let statements = 0;
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      if (key === 'insert') statements += 1;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { db: proxy, statements: () => statements };
}

describe.each(bothDatabases())('the insert batch on $name', (database) => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await database.open();
  }, 60_000);
  afterAll(() => database.close());
  beforeEach(() => connection.db.execute(sql`TRUNCATE service_offers RESTART IDENTITY CASCADE`));

  it('gives each of fifty simultaneous callers its own stored row, in far fewer statements than rows', async () => {
    const { db, statements } = counting(connection.db);
    const batch = new InsertBatch<Row>(db, serviceOffers);
    const titles = Array.from({ length: 50 }, (_, index) => `offer ${index}`);
    const rows = await Promise.all(titles.map((title) => batch.insert(offer(title))));
    const stored = (await connection.db.select().from(serviceOffers)).map((row) => [row.id, row.title]).sort((a, b) => Number(a[0]) - Number(b[0]));
    expect([rows.map((row) => row.title), new Set(rows.map((row) => row.id)).size, stored.length]).toEqual([titles, 50, 50]);
    expect(rows.map((row) => [row.id, row.title]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual(stored);
    expect(statements()).toBeLessThanOrEqual(2);
  });

  it('fails only the caller whose row the database refuses; the rows beside it are stored', async () => {
    const batch = new InsertBatch<Row>(connection.db, serviceOffers);
    const outcomes = await Promise.allSettled(['good 1', 'bad\u0000', 'good 2'].map((title) => batch.insert(offer(title))));
    const stored = (await connection.db.select().from(serviceOffers)).map((row) => row.title).sort();
    expect([outcomes.map((outcome) => outcome.status), stored]).toEqual([['fulfilled', 'rejected', 'fulfilled'], ['good 1', 'good 2']]);
  });
});
