import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MemoryHubBoard } from '../../../src/adapters/memory/memoryHubBoard.adapter';
import { InboxStore } from '../../../src/application/hub/inboxStore';
import { OffersStore } from '../../../src/application/hub/offersStore';
import type { Result } from '../../../src/domain/shared/result';
import type { HubBoardError } from '../../../src/ports/hubBoard.port';
import { SAMPLE_OFFER } from '../../support/hubSubmissionsSamples';

const offer = (id: string) => ({ ...SAMPLE_OFFER, id, poster: 'alice', postedAt: Number(id) });

describe('OffersStore retries and withdrawals', () => {
  it('starts empty and loading, and shows loading (without the old reason) while a failed load is retried', () => {
    const board = new MemoryHubBoard(() => 'alice', { offers: [offer('1')] });
    const store = new OffersStore(board);
    const seen: unknown[] = [];
    store.state$.subscribe(({ phase, items, loadError }) => seen.push({ phase, items: items.length, loadError }));
    board.failure = { code: 'unavailable' };
    store.load();
    board.failure = null;
    store.load();
    expect(seen).toEqual([
      { phase: 'loading', items: 0, loadError: null },
      { phase: 'failed', items: 0, loadError: { code: 'unavailable' } },
      { phase: 'loading', items: 0, loadError: null },
      { phase: 'loaded', items: 1, loadError: null },
    ]);
    expect(store.state).toMatchObject({ ending: null, endError: null });
  });

  it('withdraws one posting at a time: a second request while one is under way is ignored', () => {
    const board = new MemoryHubBoard(() => 'alice', { offers: [offer('2'), offer('1')] });
    const answers = new Subject<Result<null, HubBoardError>>();
    const asked: string[] = [];
    board.withdrawOffer = (id: string) => {
      asked.push(id);
      return answers;
    };
    const store = new OffersStore(board);
    store.load();
    store.end('2');
    store.end('1');
    const during = store.state.ending;
    answers.next({ ok: true, value: null });
    expect({ asked, during, ending: store.state.ending, items: store.state.items.map((item) => item.id) }).toEqual({
      asked: ['2'],
      during: '2',
      ending: null,
      items: ['1'],
    });
  });

  it('can be disposed before and after loading', () => {
    const board = new MemoryHubBoard(() => 'alice', { offers: [offer('1')] });
    const fresh = new OffersStore(board);
    fresh.dispose();
    const used = new OffersStore(board);
    used.load();
    used.end('1');
    used.dispose();
    expect(used.state.items).toEqual([]);
  });
});

describe('InboxStore retries', () => {
  it('shows loading while a failed list is read again', () => {
    let who: string | null = null;
    const board = new MemoryHubBoard(() => who, { briefs: { alice: [] } });
    const inbox = new InboxStore(board);
    const seen: string[] = [];
    inbox.state$.subscribe((state) => seen.push(state.briefs.phase));
    inbox.load();
    who = 'alice';
    inbox.load();
    inbox.dispose();
    expect(seen).toEqual(['loading', 'failed', 'loading', 'loaded']);
  });

  it('can be disposed before it read anything', () => {
    const inbox = new InboxStore(new MemoryHubBoard(() => null));
    inbox.dispose();
    expect(inbox.state.briefs).toEqual({ phase: 'loading' });
  });
});
