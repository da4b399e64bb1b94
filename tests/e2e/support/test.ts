import { test as base, expect } from '@playwright/test';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

interface Guards {
  /** Console errors and uncaught exceptions seen so far; the test fails if any remain at its end. */
  readonly problems: string[];
  /** Requests that left localhost; the test fails if there are any. */
  readonly foreignRequests: string[];
}

/**
 * Every end-to-end test runs under these guards: any console error, uncaught exception or request to a host
 * other than localhost fails it. Tests that provoke an expected console error remove it from `guards.problems`.
 */
export const test = base.extend<{ guards: Guards }>({
  guards: [
    async ({ context }, use) => {
      const guards: Guards = { problems: [], foreignRequests: [] };
      context.on('request', (request) => {
        const url = new URL(request.url());
        if ((url.protocol === 'http:' || url.protocol === 'https:') && !LOCAL_HOSTS.has(url.hostname)) {
          guards.foreignRequests.push(request.url());
        }
      });
      context.on('console', (message) => {
        if (message.type() === 'error') guards.problems.push(`console error: ${message.text()}`);
      });
      context.on('weberror', (error) => guards.problems.push(`uncaught: ${error.error().message}`));
      await use(guards);
      expect(guards.foreignRequests, 'requests that left localhost').toEqual([]);
      expect(guards.problems, 'console errors and uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
