import type { Locator, Page } from '@playwright/test';
import { ROUTE_PATHS } from '../../../src/domain/app/routePaths';

/** The code-NFT exchange as a person uses it: tabs, the searchable trading table and the detail dialog. */
export class ExchangePage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly table: Locator;
  readonly tableRegion: Locator;
  readonly dialog: Locator;
  readonly mintPanel: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.search = page.getByRole('searchbox', { name: 'Search markets' });
    this.table = page.getByRole('table');
    this.tableRegion = page.getByRole('region', { name: 'Markets table' });
    this.dialog = page.getByRole('dialog');
    this.mintPanel = page.getByRole('tabpanel', { name: 'Mint NFT' });
  }

  async open(): Promise<void> {
    await this.page.goto(ROUTE_PATHS.exchange);
    await this.table.waitFor();
  }

  /** The names of the trading table's rows, top to bottom. */
  rowNames(): Promise<string[]> {
    return this.table.getByRole('rowheader').getByRole('button').allTextContents();
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
  }

  /** The button naming a listing in its row; it opens the detail dialog. */
  listingButton(name: string): Locator {
    return this.table.getByRole('button', { name, exact: true });
  }

  async openDetails(name: string): Promise<void> {
    await this.listingButton(name).click();
    await this.dialog.waitFor();
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name });
  }

  async openTab(name: string): Promise<void> {
    await this.tab(name).click();
  }
}
