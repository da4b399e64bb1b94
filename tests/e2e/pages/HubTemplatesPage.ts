import type { Locator, Page } from '@playwright/test';
import { ROUTE_PATHS } from '../../../src/domain/app/routePaths';
import { PAGE_TITLES } from '../../../src/ui/app/pageTitles.texts';
import { ShellPage } from './ShellPage';

/** The Templates page: the category buttons, the template cards they leave and the cards' links. */
export class HubTemplatesPage {
  readonly categories: Locator;
  readonly cardTitles: Locator;
  readonly count: Locator;

  constructor(readonly page: Page) {
    this.categories = page.getByRole('group', { name: 'Category' });
    this.cardTitles = page.getByRole('list', { name: PAGE_TITLES.templates }).getByRole('heading');
    this.count = page.getByRole('main').getByRole('status');
  }

  /** A card's link: into the editor (`Open in editor: <name>`) or to the template's page (`View template: <name>`). */
  cardLink(name: string | RegExp): Locator {
    return this.page.getByRole('list', { name: PAGE_TITLES.templates }).getByRole('link', { name });
  }

  category(name: string): Locator {
    return this.categories.getByRole('button', { name, exact: true });
  }

  async open(): Promise<void> {
    await new ShellPage(this.page).open(ROUTE_PATHS.templates);
  }
}
