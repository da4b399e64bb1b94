/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { lastAnswerOr } from './lastAnswer';
import { ServedAnswers } from './servedAnswers';
import { PAGE_ANSWERS_MESSAGE, PAGE_ANSWERS_REQUEST } from './pageAnswersProtocol';
import { KEPT_AT_HEADER, SKIP_WAITING_MESSAGE, SHELL_PAGE_URL } from './serviceWorkerProtocol';

/*
 * The app's service worker (built by vite-plugin-pwa's `injectManifest` into `dist/sw.js`). It keeps the build's
 * files (the shell, Monaco and its workers, the run sandbox and the BSV SDK's chunk) so the editor opens, saves and
 * runs with no network; pages and `GET /api/*` answers go to the network first and fall back to the last answer
 * kept, marked with the time it was received (`lastAnswer.ts`), and each page is told which of its reads came from the
 * kept copy (`PAGE_ANSWERS_MESSAGE`), so the page can say its data is as of then. A new version waits until the page
 * asks it to take over (`SKIP_WAITING_MESSAGE`): the page asks only when no tab holds unsaved work.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

cleanupOutdatedCaches();
// The bare `index.html` is never a page: the server serves each page with its runtime configuration inlined.
precacheAndRoute(self.__WB_MANIFEST.filter((entry) => (typeof entry === 'string' ? entry : entry.url) !== 'index.html'));

const PAGES_CACHE = 'pages';
const API_CACHE = 'api-answers';

// Each version keeps the server's `/` as every page's offline stand-in (`SHELL_PAGE_URL`), fetched with its files.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const response = await fetch(SHELL_PAGE_URL, { cache: 'reload', credentials: 'same-origin' });
      if (response.ok) await (await caches.open(PAGES_CACHE)).put(SHELL_PAGE_URL, response);
    })(),
  );
});

// Pages kept by an older version name its files, which this one no longer keeps: only the stand-in stays.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PAGES_CACHE);
      const keys = await cache.keys();
      await Promise.all(keys.filter((key) => new URL(key.url).pathname !== SHELL_PAGE_URL).map((key) => cache.delete(key)));
    })(),
  );
});

// A page: the network's answer (the server's configuration, fresh), else the last one kept for it, else the shell.
registerRoute(
  new NavigationRoute(async ({ request }) => {
    const kept = await lastAnswerOr(request, PAGES_CACHE);
    return kept ?? (await caches.match(SHELL_PAGE_URL, { cacheName: PAGES_CACHE, ignoreVary: true })) ?? Response.error();
  }),
);

const served = new ServedAnswers();

/**
 * Tells the tab that asked which answer it was given, kept (with its time) or fresh, for the page it shows (the
 * tab's address: the app sends no referrer).
 */
async function tell(clientId: string, url: URL, response: Response): Promise<void> {
  const client = clientId === '' ? undefined : await self.clients.get(clientId);
  if (client === undefined) return;
  const kept = Number(response.headers.get(KEPT_AT_HEADER) ?? Number.NaN);
  const answer = served.record(clientId, client.url, url.pathname + url.search, Number.isFinite(kept) ? kept : null);
  client.postMessage({ type: PAGE_ANSWERS_MESSAGE, answers: [answer] });
}

// Reads of the API the hub pages show; the event stream and every write go to the network alone.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/api/') && request.method === 'GET' && !url.pathname.endsWith('/events'),
  async ({ request, url, event }) => {
    const response = await lastAnswerOr(request, API_CACHE);
    if (response === null) return Response.error();
    if (event instanceof FetchEvent) event.waitUntil(tell(event.clientId, url, response));
    return response;
  },
);

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
  if (type === PAGE_ANSWERS_REQUEST && event.source instanceof Client) {
    event.source.postMessage({ type: PAGE_ANSWERS_MESSAGE, answers: served.of(event.source.id) });
  }
});
