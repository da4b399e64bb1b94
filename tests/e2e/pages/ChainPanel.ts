import type { Locator, Page } from '@playwright/test';

/** The editor's Chain side panel: the devchain's tip, mempool and blocks, an address's outputs, Fund and Mine. */
export class ChainPanel {
  readonly button: Locator;
  readonly region: Locator;
  readonly address: Locator;
  readonly amount: Locator;
  readonly status: Locator;
  readonly balance: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByRole('navigation', { name: 'Editor panels' }).getByRole('button', { name: 'Chain' });
    this.region = page.getByRole('region', { name: 'Chain' });
    this.address = this.region.getByRole('textbox', { name: 'Address' });
    this.amount = this.region.getByRole('textbox', { name: 'Satoshis to fund' });
    this.status = this.region.getByRole('status');
    this.balance = this.region.getByText(/^Balance:/);
  }

  async open(): Promise<void> {
    await this.button.click();
    await this.region.getByRole('heading', { name: 'Tip' }).waitFor();
  }

  action(name: string): Locator {
    return this.region.getByRole('button', { name, exact: true });
  }

  /** A recent block's button by its height (its name also says how many transactions it holds). */
  block(height: number): Locator {
    return this.region.getByRole('button', { name: new RegExp(`^Block #${height} · `) });
  }

  /** The first button that opens transaction `txid` in the inspector. */
  transaction(txid: string): Locator {
    return this.region.getByRole('button', { name: `Open transaction ${txid} in the inspector` }).first();
  }
}
