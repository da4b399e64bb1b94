import { afterEach, vi } from 'vitest';

/** Replaces `fetch` with `answer` for one test and records each call; the real one is put back after every test. */
export function stubFetch(answer: () => Promise<Response>): { url: string; init: RequestInit }[] {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());
