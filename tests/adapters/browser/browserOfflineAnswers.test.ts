// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserOfflineAnswers } from '../../../src/adapters/browser/browserOfflineAnswers.adapter';
import { PAGE_ANSWERS_MESSAGE, PAGE_ANSWERS_REQUEST } from '../../../src/adapters/serviceWorker/pageAnswersProtocol';
import type { PageAnswer } from '../../../src/ports/offlineAnswers.port';

/** A page's `navigator.serviceWorker` with a controlling worker that records what the page posts to it. */
function fakeServiceWorker() {
  const container = Object.assign(new EventTarget(), {
    posted: [] as unknown[],
    started: 0,
    startMessages() {
      container.started += 1;
    },
    controller: { postMessage: (message: unknown) => container.posted.push(message) },
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  const tell = (data: unknown) => container.dispatchEvent(new MessageEvent('message', { data }));
  return { container, tell };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('the offline answers of the browser', () => {
  it('asks the worker what it gave this tab, then keeps the latest answer per page and address as it is told', () => {
    const { container, tell } = fakeServiceWorker();
    const seen: (readonly PageAnswer[])[] = [];
    const subscription = new BrowserOfflineAnswers().answers().subscribe((answers) => seen.push(answers));
    tell({ type: PAGE_ANSWERS_MESSAGE, answers: [{ page: '/bounties', path: '/api/bounties', keptAt: 1_234 }] });
    tell({ type: 'SOMETHING_ELSE', answers: [{ page: '/bounties', path: '/api/x', keptAt: 1 }] });
    tell({ type: PAGE_ANSWERS_MESSAGE, answers: [{ page: '/bounties', path: '/api/bounties', keptAt: null }, { page: '<b>', path: 7 }] });
    subscription.unsubscribe();
    tell({ type: PAGE_ANSWERS_MESSAGE, answers: [{ page: '/bounties', path: '/api/late', keptAt: 5 }] });
    expect({ posted: container.posted, started: container.started, seen }).toEqual({
      posted: [{ type: PAGE_ANSWERS_REQUEST }],
      started: 1,
      seen: [[], [{ page: '/bounties', path: '/api/bounties', keptAt: 1_234 }], [{ page: '/bounties', path: '/api/bounties', keptAt: null }]],
    });
  });

  it('has no answers in a browser without service workers', () => {
    const seen: (readonly PageAnswer[])[] = [];
    new BrowserOfflineAnswers().answers().subscribe((answers) => seen.push(answers)).unsubscribe();
    expect(seen).toEqual([[]]);
  });

  it('emits the page shown at once and after going back', async () => {
    window.history.pushState(null, '', '/docs');
    window.history.pushState(null, '', '/token');
    const pages: string[] = [];
    const subscription = new BrowserOfflineAnswers().page().subscribe((page) => pages.push(page));
    const backed = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await backed;
    subscription.unsubscribe();
    expect(pages).toEqual(['/token', '/docs']);
  });
});
