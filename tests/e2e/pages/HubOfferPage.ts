import type { Locator, Page } from '@playwright/test';
import { ROUTE_PATHS } from '../../../src/domain/app/routePaths';
import { ShellPage } from './ShellPage';

/** The Create Service Offer page: its form fields, submit button, inline errors and status line. */
export class HubOfferPage {
  readonly form: Locator;
  readonly submit: Locator;
  readonly errors: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Service offer' });
    this.submit = this.form.getByRole('button', { name: 'Create Service Offer' });
    this.errors = this.form.getByRole('alert');
    this.status = this.form.getByRole('status');
  }

  field(label: RegExp | string): Locator {
    return this.form.getByLabel(label);
  }

  async open(): Promise<void> {
    await new ShellPage(this.page).open(ROUTE_PATHS.createOffer);
  }

  async fillValidOffer(): Promise<void> {
    await this.field(/^Service title/).fill('sCrypt contracts');
    await this.field(/^Description/).fill('Stateful contracts, tested.');
    await this.field(/^Skills/).fill('sCrypt, TypeScript');
    await this.field(/^Hourly rate/).fill('0.0005');
    await this.field('Availability').selectOption('Contract');
    await this.field(/^Portfolio URL/).fill('https://github.com/alice');
    await this.field(/^Contact/).fill('alice@handcash.io');
  }
}
