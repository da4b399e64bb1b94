import type { Locator, Page } from '@playwright/test';
import { ROUTE_PATHS } from '../../../src/domain/app/routePaths';
import { PAGE_TITLES } from '../../../src/ui/app/pageTitles.texts';
import { ShellPage } from './ShellPage';

/** The Find Developers page: search, filters, developer cards and the contact dialog. */
export class HubFindDevelopersPage {
  readonly search: Locator;
  readonly skill: Locator;
  readonly availability: Locator;
  readonly cardTitles: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: 'Search developers' });
    this.skill = page.getByLabel('Skill', { exact: true });
    this.availability = page.getByLabel('Availability', { exact: true });
    this.cardTitles = page.getByRole('list', { name: PAGE_TITLES.findDevelopers }).getByRole('heading');
    this.dialog = page.getByRole('dialog');
  }

  contactButton(name: string): Locator {
    return this.page.getByRole('button', { name: `Contact ${name}` });
  }

  async open(): Promise<void> {
    await new ShellPage(this.page).open(ROUTE_PATHS.findDevelopers);
  }
}
