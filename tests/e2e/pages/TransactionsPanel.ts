import type { Locator, Page } from '@playwright/test';

/** The editor's Transactions side panel: the hex form, the decoded transaction and each input's Debug steps. */
export class TransactionsPanel {
  readonly button: Locator;
  readonly region: Locator;
  readonly hexInput: Locator;
  readonly alert: Locator;
  readonly verdict: Locator;
  readonly steps: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByRole('navigation', { name: 'Editor panels' }).getByRole('button', { name: 'Transactions' });
    this.region = page.getByRole('region', { name: 'Transactions' });
    this.hexInput = this.region.getByRole('textbox', { name: 'Raw transaction hex' });
    this.alert = this.region.getByRole('alert');
    this.verdict = this.region.locator('.tx-verdict');
    this.steps = this.region.getByRole('region', { name: 'Script steps, input #0' }).locator('.tx-step');
  }

  async open(): Promise<void> {
    await this.button.click();
    await this.hexInput.waitFor();
  }

  async inspect(hex: string): Promise<void> {
    await this.hexInput.fill(hex);
    await this.region.getByRole('button', { name: 'Inspect', exact: true }).click();
  }

  summary(label: string): Locator {
    return this.region.locator('.tx-summary-row', { has: this.page.locator('dt', { hasText: label }) }).locator('dd');
  }

  spentScript(index: number): Locator {
    return this.region.getByRole('textbox', { name: `Spent output locking script, input #${index}` });
  }

  async debug(index: number): Promise<void> {
    await this.region.getByRole('button', { name: `Debug input #${index}` }).click();
  }
}
