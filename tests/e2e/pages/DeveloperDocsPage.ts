import type { Locator, Page } from '@playwright/test';
import { ROUTE_PATHS } from '../../../src/domain/app/routePaths';
import { DEVELOPER_DOCS_TEXTS, openExampleName } from '../../../src/ui/pages/developerDocs/developerDocs.texts';

/** The Developer Docs page (`/developers`): the guides' list and the guide shown. */
export class DeveloperDocsPage {
  readonly guides: Locator;
  readonly guide: Locator;

  constructor(readonly page: Page) {
    this.guides = page.getByRole('navigation', { name: DEVELOPER_DOCS_TEXTS.guidesLabel });
    this.guide = page.getByRole('main').getByRole('article');
  }

  async open(): Promise<void> {
    await this.page.goto(ROUTE_PATHS.developerDocs);
  }

  /** Opens the guide titled `title` from the list. */
  async openGuide(title: string): Promise<void> {
    await this.guides.getByRole('link', { name: title }).click();
  }

  /** The "Open in editor" link of the guide's `ordinal`-th example. */
  example(ordinal: number): Locator {
    return this.guide.getByRole('link', { name: openExampleName(ordinal) });
  }
}
