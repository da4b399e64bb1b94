import type { Locator, Page } from '@playwright/test';
import { ROUTE_PATHS } from '../../../src/domain/app/routePaths';
import { ShellPage } from './ShellPage';

/** The token page: its sections by title, and its two links. */
export class HubTokenPage {
  readonly githubLink: Locator;
  readonly docsLink: Locator;

  constructor(readonly page: Page) {
    this.githubLink = page.getByRole('link', { name: /View on GitHub/ });
    this.docsLink = page.getByRole('main').getByRole('link', { name: 'Read Developer Docs' });
  }

  section(title: string): Locator {
    return this.page.getByRole('region', { name: title });
  }

  async open(): Promise<void> {
    await new ShellPage(this.page).open(ROUTE_PATHS.token);
  }
}
