import type { Locator, Page } from '@playwright/test';
import { PAY_DIALOG_TEXTS } from '../../../src/ui/pages/contracts/payDialog.texts';

/** The "Pay reward" dialog as a maintainer uses it: the form, the confirm step, the outcome. */
export class PayRewardDialog {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  get payee(): Locator {
    return this.dialog.getByLabel(`${PAY_DIALOG_TEXTS.payee} *`);
  }

  get amount(): Locator {
    return this.dialog.getByLabel(`${PAY_DIALOG_TEXTS.amount} *`);
  }

  /**
   * Fills the form (amount and the override's reason only when given), reviews it, and answers with the confirm
   * step's payee and amount.
   */
  async fillAndReview(payee: string, note: string, amount?: string, reason?: string): Promise<string[]> {
    await this.payee.fill(payee);
    if (amount !== undefined) await this.amount.fill(amount);
    await this.dialog.getByLabel(PAY_DIALOG_TEXTS.note).fill(note);
    if (reason !== undefined) await this.dialog.getByLabel(PAY_DIALOG_TEXTS.overrideReason).fill(reason);
    await this.dialog.getByRole('button', { name: PAY_DIALOG_TEXTS.review }).click();
    return this.dialog.getByRole('definition').allTextContents();
  }

  async confirm(): Promise<void> {
    await this.dialog.getByRole('button', { name: PAY_DIALOG_TEXTS.confirm }).click();
  }
}
