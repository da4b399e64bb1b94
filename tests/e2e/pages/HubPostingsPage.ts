import type { Locator, Page } from '@playwright/test';
import { ROUTE_PATHS } from '../../../src/domain/app/routePaths';
import { ShellPage } from './ShellPage';

/** What people posted, as they see it: offers on Find Developers, open commissions, the inbox and its menu link. */
export class HubPostingsPage {
  readonly offers: Locator;
  readonly commissions: Locator;
  readonly briefs: Locator;
  readonly inboxLink: Locator;
  readonly dialog: Locator;
  readonly commissionForm: Locator;

  constructor(readonly page: Page) {
    this.offers = page.getByRole('list', { name: 'Service offers' });
    this.commissions = page.getByRole('list', { name: 'Open commissions' });
    this.briefs = page.getByRole('list', { name: 'Briefs sent to you' });
    this.inboxLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Inbox/ });
    this.dialog = page.getByRole('dialog');
    this.commissionForm = page.getByRole('form', { name: 'Project commission' });
  }

  /** The card of the offer titled `title`. */
  offerCard(title: string): Locator {
    return this.offers.getByRole('article').filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  commissionCard(title: string): Locator {
    return this.commissions.getByRole('article').filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  async open(path: string): Promise<void> {
    await new ShellPage(this.page).open(path);
  }

  async openCommissions(): Promise<void> {
    await this.open(ROUTE_PATHS.commission);
  }

  async fillCommission(title: string): Promise<void> {
    const form = this.commissionForm;
    await form.getByLabel(/^Project title/).fill(title);
    await form.getByLabel(/^Project description/).fill('Take BSV payments at a shop counter.');
    await form.getByLabel(/^Requirements/).fill('Refunds; receipts.');
    await form.getByLabel(/^Budget range/).selectOption('1-5 BSV');
    await form.getByLabel(/^Timeline/).selectOption('1 month');
    await form.getByLabel(/^Contact/).fill('shop@example.com');
  }
}
