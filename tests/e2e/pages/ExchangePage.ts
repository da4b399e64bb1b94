import type { Locator, Page } from '@playwright/test';
import { ROUTE_PATHS } from '../../../src/domain/app/routePaths';

/** The code-NFT exchange as a person uses it: tabs, the market views, the detail dialog and the mint form. */
export class ExchangePage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly table: Locator;
  readonly tableRegion: Locator;
  readonly cardsRegion: Locator;
  readonly markets: Locator;
  readonly countLine: Locator;
  readonly sort: Locator;
  readonly dialog: Locator;
  readonly mintPanel: Locator;
  readonly portfolioPanel: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.search = page.getByRole('searchbox', { name: 'Search markets' });
    this.table = page.getByRole('table');
    this.tableRegion = page.getByRole('region', { name: 'Markets table' });
    this.cardsRegion = page.getByRole('region', { name: 'Markets cards' });
    this.markets = page.getByRole('region', { name: 'Markets', exact: true });
    this.countLine = this.markets.getByText(/ of [\d,]+ listings$/);
    this.sort = page.getByRole('combobox', { name: 'Sort by' });
    this.dialog = page.getByRole('dialog');
    this.mintPanel = page.getByRole('tabpanel', { name: 'Mint NFT' });
    this.portfolioPanel = page.getByRole('tabpanel', { name: 'My Portfolio' });
  }

  /** Opens the exchange, with a query (`?listings=10000`, a view) when given, and waits for the listings. */
  async open(query = ''): Promise<void> {
    await this.page.goto(`${ROUTE_PATHS.exchange}${query}`);
    await this.markets.getByRole('region').first().waitFor();
  }

  /** My Portfolio's holdings table. */
  get holdingsTable(): Locator {
    return this.portfolioPanel.getByRole('table', { name: 'Holdings' });
  }

  /** The names of My Portfolio's holdings, top to bottom (each name's own text, without its notes). */
  holdingNames(): Promise<string[]> {
    return this.holdingsTable.getByRole('rowheader').evaluateAll((names) => names.map((name) => name.firstChild?.textContent ?? ''));
  }

  /** My Portfolio's row of the holding named `name`. */
  holdingRow(name: string): Locator {
    return this.holdingsTable.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name }) });
  }

  /** The names of the trading table's rendered rows, top to bottom. */
  rowNames(): Promise<string[]> {
    return this.table.getByRole('rowheader').getByRole('button').allTextContents();
  }

  /** The names of the rendered cards, in reading order. */
  cardNames(): Promise<string[]> {
    return this.cardsRegion.getByRole('listitem').locator('.exchange-asset-name').allTextContents();
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
  }

  filterButton(name: string): Locator {
    return this.page.getByRole('group', { name: 'Market filter' }).getByRole('button', { name, exact: true });
  }

  async chooseFilter(name: string): Promise<void> {
    await this.filterButton(name).click();
  }

  async chooseSort(label: string): Promise<void> {
    await this.sort.selectOption({ label });
  }

  layoutButton(name: 'Table' | 'Cards'): Locator {
    return this.page.getByRole('group', { name: 'View' }).getByRole('button', { name });
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

  /** The mint form's field by its label. */
  mintField(label: string): Locator {
    return this.mintPanel.getByLabel(label, { exact: true });
  }

  async submitMint(): Promise<void> {
    await this.mintPanel.getByRole('button', { name: 'Mint Code NFT' }).click();
  }

  /** The error messages the mint form shows, in the form's order. */
  mintErrors(): Promise<string[]> {
    return this.mintPanel.locator('.exchange-field-errors li').allTextContents();
  }
}
