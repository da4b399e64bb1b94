import { describe, expect, it } from 'vitest';
import { MemoryHubBoard } from '../../../src/adapters/memory/memoryHubBoard.adapter';
import { CommissionsStore } from '../../../src/application/hub/commissionsStore';
import { InboxStore } from '../../../src/application/hub/inboxStore';
import { ListPages } from '../../../src/application/hub/listPages';
import { OffersStore } from '../../../src/application/hub/offersStore';
import { SAMPLE_COMMISSION, SAMPLE_OFFER } from '../../support/hubSubmissionsSamples';

const offer = (id: string, poster: string) => ({ ...SAMPLE_OFFER, id, poster, postedAt: Number(id) });
const brief = (id: string) => ({ id, offerId: '1', offerTitle: 'T', from: 'bob', brief: `Brief ${id}`, sentAt: Number(id) });

describe('OffersStore', () => {
  it('reads the offers on every load, keeping the last list when a reload fails', () => {
    const board = new MemoryHubBoard(() => null, { offers: [offer('1', 'alice')] });
    const store = new OffersStore(board);
    store.load();
    board.offerList = [offer('2', 'bob'), offer('1', 'alice')];
    store.load();
    const reloaded = store.state.items.map((item) => item.id);
    board.failure = { code: 'unavailable' };
    store.load();
    expect([reloaded, store.state.phase, store.state.items.length, store.state.loadError]).toEqual([['2', '1'], 'loaded', 2, { code: 'unavailable' }]);
  });

  it('fails the first load with the reason, and a retry reads again', () => {
    const board = new MemoryHubBoard(() => null, { offers: [offer('1', 'alice')] });
    board.failure = { code: 'unavailable' };
    const store = new OffersStore(board);
    store.load();
    const failed = store.state.phase;
    board.failure = null;
    store.load();
    expect([failed, store.state.phase, store.state.items.length]).toEqual(['failed', 'loaded', 1]);
  });

  it("withdraws the poster's offer and drops it; another's stays, with the reason", () => {
    let who: string | null = 'alice';
    const board = new MemoryHubBoard(() => who, { offers: [offer('2', 'bob'), offer('1', 'alice')] });
    const store = new OffersStore(board);
    store.load();
    store.end('2');
    const refused = [store.state.endError, store.state.items.length];
    store.end('1');
    who = null;
    expect([refused, store.state.items.map((item) => item.id), store.state.endError, store.state.ending]).toEqual([[{ code: 'forbidden' }, 2], ['2'], null, null]);
  });
});

describe('paging a postings store', () => {
  it('reads the first page with its next; the list pages append the later ones, never an item twice, and drop an ended one', () => {
    const board = new MemoryHubBoard(() => null, { offers: ['5', '4', '3', '2', '1'].map((id) => offer(id, 'alice')) });
    board.pageSize = 2;
    const store = new OffersStore(board);
    store.load();
    const first = [store.state.items.map((item) => item.id), store.state.next];
    const pages = new ListPages((cursor) => store.readPage(cursor), store.state.next, store.state.items);
    // An offer posted meanwhile shifts the memory board's pages by one: '4' comes again and is shown once.
    board.offerList = [offer('6', 'bob'), ...board.offerList];
    pages.loadMore();
    const second = [pages.state.more.map((item) => item.id), pages.state.next];
    pages.loadMore();
    pages.drop('2');
    expect([first, second, pages.state.more.map((item) => item.id), pages.state.next]).toEqual([[['5', '4'], '2'], [['3'], '4'], ['3', '1'], null]);
  });
});

describe('CommissionsStore', () => {
  it('closes a commission for its poster; one already gone leaves the list too', () => {
    const board = new MemoryHubBoard(() => 'alice', {
      commissions: [{ ...SAMPLE_COMMISSION, id: '2', poster: 'alice', postedAt: 2 }, { ...SAMPLE_COMMISSION, id: '1', poster: 'alice', postedAt: 1 }],
    });
    const store = new CommissionsStore(board);
    store.load();
    store.end('2');
    board.commissionList = [];
    store.end('1');
    expect([store.state.items, store.state.endError]).toEqual([[], { code: 'not-found' }]);
  });
});

describe('InboxStore', () => {
  it('counts and lists the briefs of the signed-in person, and forgets them on clear', () => {
    let who: string | null = 'alice';
    const board = new MemoryHubBoard(() => who, { briefs: { alice: [brief('2'), brief('1')] } });
    const inbox = new InboxStore(board);
    inbox.refreshCount();
    const counted = inbox.state.count;
    inbox.load();
    const listed = inbox.state;
    who = null;
    inbox.clear();
    inbox.refreshCount();
    expect([counted, listed, inbox.state]).toEqual([
      2,
      { count: 2, briefs: { phase: 'loaded', data: [brief('2'), brief('1')] }, next: null },
      { count: null, briefs: { phase: 'loading' }, next: null },
    ]);
  });

  it('reports why the list could not be read', () => {
    const inbox = new InboxStore(new MemoryHubBoard(() => null));
    inbox.load();
    expect(inbox.state.briefs).toEqual({ phase: 'failed', error: { code: 'not-signed-in' } });
  });
});

describe('ListPages', () => {
  it("appends the inbox's pages after the first, never a brief twice; a failed page can be asked again", () => {
    const board = new MemoryHubBoard(() => 'alice', { briefs: { alice: ['5', '4', '3', '2', '1'].map(brief) } });
    board.pageSize = 2;
    const pages = new ListPages((cursor) => board.inbox(cursor), '2', [brief('5'), brief('4')]);
    board.failure = { code: 'unavailable' };
    pages.loadMore();
    const failed = pages.state;
    board.failure = null;
    pages.loadMore();
    const second = pages.state.more.map((item) => item.id);
    pages.loadMore();
    expect([failed, second, pages.state]).toEqual([
      { more: [], next: '2', loading: false, failed: true },
      ['3', '2'],
      { more: ['3', '2', '1'].map(brief), next: null, loading: false, failed: false },
    ]);
  });
});
