import type { Browser, BrowserContext, Page } from '@playwright/test';

/**
 * A browser context of its own (another person, another visit) on `baseURL`: console errors, page errors and requests
 * leaving localhost go to `problems`, which a test expects to stay empty.
 */
export async function watchedPerson(browser: Browser, baseURL: string, problems: string[]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  context.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  context.on('weberror', (error) => problems.push(error.error().message));
  context.on('request', (request) => {
    if (!['localhost', '127.0.0.1'].includes(new URL(request.url()).hostname)) problems.push(`left localhost: ${request.url()}`);
  });
  return { context, page: await context.newPage() };
}
