import type { Locator, Page } from '@playwright/test';
import { CONTRACT_NOTICE_TEXTS } from '../../../src/ui/pages/inbox/contractNotices.texts';

/** The inbox as a person reaches it: the menu bar's link, the contract notices (newest first) and their links. */
export class InboxPage {
  readonly menuLink: Locator;
  readonly notices: Locator;

  constructor(readonly page: Page) {
    this.menuLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Inbox/ });
    this.notices = page.getByRole('list', { name: CONTRACT_NOTICE_TEXTS.listLabel });
  }

  /** Opens the inbox from the menu bar. */
  async openFromMenu(): Promise<void> {
    await this.menuLink.click();
    await this.page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
  }

  /** Each notice's sentence, newest first. */
  async sentences(): Promise<string[]> {
    await this.notices.waitFor();
    return this.notices.getByRole('listitem').locator('.card-text').allTextContents();
  }
}
