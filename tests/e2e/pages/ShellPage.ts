import type { Locator, Page } from '@playwright/test';

/** The app's frame as a person sees it: banner, menu bar, hub sidebar, dock. */
export class ShellPage {
  readonly banner: Locator;
  readonly menuBar: Locator;
  readonly menuButton: Locator;
  readonly mainNav: Locator;
  readonly hubSidebar: Locator;
  readonly hubToggle: Locator;
  readonly dockClock: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.banner = page.getByRole('note', { name: /PROOF OF CONCEPT/ });
    this.menuBar = page.getByRole('banner');
    this.menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    this.mainNav = page.getByRole('navigation', { name: 'Main' });
    this.hubSidebar = page.getByRole('complementary', { name: 'Developer Hub' });
    this.hubToggle = this.hubSidebar.getByRole('button', { name: 'Developer Hub' });
    this.dockClock = page.getByRole('navigation', { name: 'Bitcoin apps' }).locator('time');
    this.heading = page.getByRole('heading', { level: 1 });
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await this.heading.first().waitFor();
  }
}
