import type { Locator, Page } from '@playwright/test';
import { ROUTE_PATHS } from '../../../src/domain/app/routePaths';
import { PAGE_TITLES } from '../../../src/ui/app/pageTitles.texts';
import { ShellPage } from './ShellPage';

/** The Templates page: the category buttons and the template cards they leave. */
export class HubTemplatesPage {
  readonly categories: Locator;
  readonly cardTitles: Locator;
  readonly count: Locator;

  constructor(readonly page: Page) {
    this.categories = page.getByRole('group', { name: 'Category' });
    this.cardTitles = page.getByRole('list', { name: PAGE_TITLES.templates }).getByRole('heading');
    this.count = page.getByRole('main').getByRole('status');
  }

  category(name: string): Locator {
    return this.categories.getByRole('button', { name, exact: true });
  }

  async open(): Promise<void> {
    await new ShellPage(this.page).open(ROUTE_PATHS.templates);
  }
}
