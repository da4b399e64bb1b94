import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../../src/adapters/memory/memoryKeyValueStore.adapter';
import { OpenIssueCountStore } from '../../../src/application/shell/openIssueCountStore';
import { SidebarStore } from '../../../src/application/shell/sidebarStore';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import type { CodeHostError } from '../../../src/ports/codeHostError';

describe('SidebarStore', () => {
  it('starts collapsed, remembers toggles, and ignores a corrupted stored value', () => {
    const storage = new MemoryKeyValueStore({ devSidebarCollapsed: '{"broken' });
    const store = new SidebarStore(storage);
    const seen: boolean[] = [];
    store.state$.subscribe((state) => seen.push(state.collapsed));
    store.toggle();
    store.toggle();
    expect({ seen, stored: storage.read('devSidebarCollapsed') }).toEqual({ seen: [true, false, true], stored: 'true' });
    expect(new SidebarStore(new MemoryKeyValueStore({ devSidebarCollapsed: 'false' })).state.collapsed).toBe(false);
  });

  it('follows the stored flag when another tab changes or removes it, and stops when disposed', () => {
    const storage = new MemoryKeyValueStore();
    const store = new SidebarStore(storage);
    const seen: boolean[] = [];
    store.state$.subscribe((state) => seen.push(state.collapsed));
    storage.writeFromElsewhere('devSidebarCollapsed', 'false');
    storage.writeFromElsewhere('devSidebarCollapsed', 'false');
    storage.writeFromElsewhere('devSidebarCollapsed', null);
    storage.writeFromElsewhere('devSidebarCollapsed', '{"broken');
    storage.writeFromElsewhere('devSidebarCollapsed', 'false');
    store.dispose();
    storage.writeFromElsewhere('devSidebarCollapsed', 'true');
    expect(seen).toEqual([true, false, true, false]);
  });
});

describe('OpenIssueCountStore', () => {
  const storeWith = (answers: Subject<Result<number, CodeHostError>>) => {
    let calls = 0;
    const store = new OpenIssueCountStore({ openIssueCount: () => (calls++, answers) });
    return { store, calls: () => calls };
  };

  it('asks once and keeps the count', () => {
    const answers = new Subject<Result<number, CodeHostError>>();
    const { store, calls } = storeWith(answers);
    store.load();
    store.load();
    expect(store.state.count).toBeNull();
    answers.next(ok(5));
    expect({ count: store.state.count, calls: calls() }).toEqual({ count: 5, calls: 1 });
  });

  it('shows 0 when the call fails', () => {
    const answers = new Subject<Result<number, CodeHostError>>();
    const { store } = storeWith(answers);
    store.load();
    answers.next(err({ code: 'rate-limited', message: 'spent' }));
    expect(store.state.count).toBe(0);
  });

  it('abandons the request when disposed', () => {
    const answers = new Subject<Result<number, CodeHostError>>();
    const { store } = storeWith(answers);
    store.load();
    store.dispose();
    expect(answers.observed).toBe(false);
  });
});
