/// <reference lib="webworker" />
import { KEPT_AT_HEADER } from './serviceWorkerProtocol';

/** An answer of the server that carries one person's data or asks never to be stored: never kept. */
const isPrivate = (response: Response): boolean => /\b(no-store|private)\b/.test(response.headers.get('Cache-Control') ?? '');

/** A copy of `response` with the time it was received, as the cache keeps it. */
async function stamped(response: Response, now: number): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(KEPT_AT_HEADER, String(now));
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

/**
 * `request` without its ETag (`If-None-Match`), so the server answers in full: with nothing kept, a 304 would leave
 * nothing to keep. The page reads a 200 as well as a 304. A page's navigation is never conditional here.
 */
function unconditional(request: Request): Request {
  if (!request.headers.has('If-None-Match') || request.mode === 'navigate') return request;
  const headers = new Headers(request.headers);
  headers.delete('If-None-Match');
  return new Request(request, { headers });
}

/**
 * Network first: the network's answer, a 200 of it kept in `cacheName` (a 304 refreshes the kept copy's time, the
 * server having said it is still current; with nothing kept, the request goes without its ETag); when the network cannot be reached, the last answer kept, stamped with
 * `KEPT_AT_HEADER`; null when there is none. An answer of the server other than 200 or 304 passes as it is.
 */
export async function lastAnswerOr(request: Request, cacheName: string): Promise<Response | null> {
  const cache = await caches.open(cacheName);
  const kept = await cache.match(request, { ignoreVary: true });
  let response: Response;
  try {
    response = await fetch(kept === undefined ? unconditional(request) : request);
  } catch {
    return kept ?? null;
  }
  if (response.status === 200 && !isPrivate(response)) {
    await cache.put(request, await stamped(response.clone(), Date.now()));
  } else if (response.status === 304 && kept !== undefined) {
    await cache.put(request, await stamped(kept, Date.now()));
  }
  return response;
}
