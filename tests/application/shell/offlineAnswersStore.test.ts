import { describe, expect, it } from 'vitest';
import { MemoryOfflineAnswers } from '../../../src/adapters/memory/memoryOfflineAnswers.adapter';
import { OfflineAnswersStore } from '../../../src/application/shell/offlineAnswersStore';

const start = (page = '/exchange') => {
  const answers = new MemoryOfflineAnswers(page);
  const store = new OfflineAnswersStore(answers);
  store.watch();
  return { answers, store };
};

describe('the offline note (store)', () => {
  it('says nothing while every answer is fresh', () => {
    const { answers, store } = start();
    answers.answer('/api/market', null);
    expect(store.state).toEqual({ asOf: null });
  });

  it('dates the page by its oldest kept answer, and clears once a fresh answer replaces it', () => {
    const { answers, store } = start();
    answers.answer('/api/market', 5_000);
    answers.answer('/api/offers', 4_000);
    const both = store.state.asOf;
    answers.answer('/api/offers', null);
    const one = store.state.asOf;
    answers.answer('/api/market', null);
    expect([both, one, store.state.asOf]).toEqual([4_000, 5_000, null]);
  });

  it('follows the page shown: another page without kept answers has no note, and coming back shows it again', () => {
    const { answers, store } = start();
    answers.answer('/api/market', 5_000);
    answers.open('/docs');
    const elsewhere = store.state.asOf;
    answers.open('/exchange');
    expect([elsewhere, store.state.asOf]).toEqual([null, 5_000]);
  });

  it('watches once, however often it is asked', () => {
    const { answers, store } = start();
    store.watch();
    const seen: (number | null)[] = [];
    store.state$.subscribe((state) => seen.push(state.asOf));
    answers.answer('/api/market', 7_000);
    expect(seen).toEqual([null, 7_000]);
  });
});
