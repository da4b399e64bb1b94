import { describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../../src/adapters/database/database';
import { SqlBriefRepository } from '../../../src/adapters/database/sqlBriefRepository';
import { SqlCommissionRepository } from '../../../src/adapters/database/sqlCommissionRepository';
import { SqlOfferRepository } from '../../../src/adapters/database/sqlOfferRepository';
import { bothDatabases, openForSuite } from '../../support/databases';
import { SAMPLE_COMMISSION, SAMPLE_OFFER } from '../../support/hubSubmissionsSamples';

const NOW = Date.UTC(2026, 10, 23, 12);
const FIRST = { after: null, limit: 100 } as const;
const itemsOf = async <Item>(page: Promise<{ items: readonly Item[] }>) => (await page).items;

describe.each(bothDatabases())('hub submission repositories on $name', (database) => {
  let connection: DatabaseConnection;
  openForSuite(database, (opened) => (connection = opened));

  it('keeps offers as given and lists the open ones newest first', async () => {
    const offers = new SqlOfferRepository(connection.db);
    const first = await offers.post(SAMPLE_OFFER, 'alice', NOW);
    const second = await offers.post({ ...SAMPLE_OFFER, title: 'Second', portfolio: null }, 'bob', NOW + 1);
    expect(first).toEqual({ ...SAMPLE_OFFER, id: '1', poster: 'alice', postedAt: NOW });
    expect(await itemsOf(offers.openOffers(FIRST))).toEqual([second, first]);
  });

  it('pages the open offers by position: pages never overlap or skip, however many offers come in between', async () => {
    const offers = new SqlOfferRepository(connection.db);
    // Five offers, two of them at the same instant (the id orders those).
    for (const at of [NOW, NOW + 1, NOW + 1, NOW + 2, NOW + 3]) await offers.post({ ...SAMPLE_OFFER, title: `at ${at - NOW}` }, 'alice', at);
    const first = await offers.openOffers({ after: null, limit: 2 });
    await offers.post({ ...SAMPLE_OFFER, title: 'newest' }, 'bob', NOW + 9);
    const second = await offers.openOffers({ after: first.next, limit: 2 });
    const third = await offers.openOffers({ after: second.next, limit: 2 });
    const ids = (page: typeof first) => page.items.map((offer) => offer.id);
    expect([ids(first), first.next, ids(second), second.next, ids(third), third.next]).toEqual([
      ['5', '4'],
      { at: NOW + 2, id: 4 },
      ['3', '2'],
      { at: NOW + 1, id: 2 },
      ['1'],
      null,
    ]);
  });

  it('lets only the poster withdraw an offer, once', async () => {
    const offers = new SqlOfferRepository(connection.db);
    const { id } = await offers.post(SAMPLE_OFFER, 'alice', NOW);
    expect([
      await offers.withdraw(id, 'bob', NOW),
      await offers.withdraw('99', 'alice', NOW),
      await offers.withdraw('abc', 'alice', NOW),
      await offers.withdraw(id, 'alice', NOW),
      await offers.withdraw(id, 'alice', NOW),
    ]).toEqual(['not-poster', 'not-found', 'not-found', 'ended', 'not-found']);
    expect(await itemsOf(offers.openOffers(FIRST))).toEqual([]);
  });

  it('keeps commissions and lists the open ones newest first; only the poster closes one', async () => {
    const commissions = new SqlCommissionRepository(connection.db);
    const older = await commissions.post(SAMPLE_COMMISSION, 'alice', NOW);
    const newer = await commissions.post({ ...SAMPLE_COMMISSION, company: 'Shop Ltd', title: 'Newer' }, 'alice', NOW + 5);
    expect(older).toEqual({ ...SAMPLE_COMMISSION, id: '1', poster: 'alice', postedAt: NOW });
    expect(await itemsOf(commissions.openCommissions(FIRST))).toEqual([newer, older]);
    expect([await commissions.close(newer.id, 'bob', NOW), await commissions.close(newer.id, 'alice', NOW), await commissions.close('7', 'alice', NOW)]).toEqual([
      'not-poster',
      'ended',
      'not-found',
    ]);
    expect(await itemsOf(commissions.openCommissions(FIRST))).toEqual([older]);
  });

  it('sends a brief to the poster of an open offer; the addressee lists and counts them, newest first', async () => {
    const offers = new SqlOfferRepository(connection.db);
    const briefs = new SqlBriefRepository(connection.db);
    const offer = await offers.post(SAMPLE_OFFER, 'alice', NOW);
    const first = await briefs.send({ offerId: offer.id, brief: 'Audit <script>x</script>' }, 'bob', NOW + 1);
    const second = await briefs.send({ offerId: offer.id, brief: 'Second' }, 'carol', NOW + 2);
    expect(first).toEqual({ id: '1', offerId: offer.id, offerTitle: SAMPLE_OFFER.title, from: 'bob', brief: 'Audit <script>x</script>', sentAt: NOW + 1 });
    expect([await itemsOf(briefs.inbox('alice', FIRST)), await briefs.count('alice'), await itemsOf(briefs.inbox('bob', FIRST)), await briefs.count('bob')]).toEqual([[second, first], 2, [], 0]);
  });

  it('sends no brief to an offer that is withdrawn or unknown', async () => {
    const offers = new SqlOfferRepository(connection.db);
    const briefs = new SqlBriefRepository(connection.db);
    const offer = await offers.post(SAMPLE_OFFER, 'alice', NOW);
    await offers.withdraw(offer.id, 'alice', NOW);
    expect([
      await briefs.send({ offerId: offer.id, brief: 'Hi' }, 'bob', NOW),
      await briefs.send({ offerId: '42', brief: 'Hi' }, 'bob', NOW),
      await briefs.count('alice'),
    ]).toEqual(['not-found', 'not-found', 0]);
  });
});
