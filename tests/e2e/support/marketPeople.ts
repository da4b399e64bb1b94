import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ExchangePage } from '../pages/ExchangePage';
import { expect } from './test';

/** One person on the exchange: a browser context of their own on `baseURL`, not yet signed in. */
export async function marketPerson(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page; exchange: ExchangePage }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  return { context, page, exchange: new ExchangePage(page) };
}

/** No exchange page speaks another currency or answers "not available": each tab's text, checked in turn. */
export async function expectOneCurrency(page: Page): Promise<void> {
  const exchange = new ExchangePage(page);
  for (const tab of ['Marketplace', 'My Portfolio', 'Mint NFT'] as const) {
    await exchange.openTab(tab);
    await expect(page.locator('main')).not.toContainText('BTC');
    await expect(page.locator('main')).not.toContainText('not available');
  }
  await exchange.openTab('Marketplace');
}
