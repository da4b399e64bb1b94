import type { Locator, Page } from '@playwright/test';
import { ACCOUNT_CONTROL_LABEL, SIGN_IN_LABEL, SIGN_OUT_LABEL } from '../../../src/ui/shell/session.texts';

/** Signing in and out as a person does: the menu bar's account control, the sandbox wallet, the callback page. */
export class SignInPage {
  readonly accountControl: Locator;
  readonly status: Locator;
  readonly signInButton: Locator;
  readonly signOutButton: Locator;
  readonly callbackAlert: Locator;

  constructor(readonly page: Page) {
    this.accountControl = page.getByRole('group', { name: ACCOUNT_CONTROL_LABEL });
    this.status = this.accountControl.getByRole('status');
    this.signInButton = this.accountControl.getByRole('button', { name: SIGN_IN_LABEL });
    this.signOutButton = this.accountControl.getByRole('button', { name: SIGN_OUT_LABEL });
    this.callbackAlert = page.getByRole('main').getByRole('alert');
  }

  /** The sandbox wallet's link for a sample account. */
  sandboxAccount(handle: string): Locator {
    return this.page.getByRole('link', { name: new RegExp(`Sign in as ${handle}\\b`) });
  }

  get declineLink(): Locator {
    return this.page.getByRole('link', { name: 'Decline' });
  }

  /** Signs in through the sandbox wallet as `handle`, starting from the page already open. */
  async signInAs(handle: string): Promise<void> {
    await this.signInButton.click();
    await this.sandboxAccount(handle).click();
    await this.status.getByText(handle, { exact: true }).waitFor();
  }

  /** Everything page scripts can read of storage and cookies, as one text. */
  readableByScripts(): Promise<string> {
    return this.page.evaluate(() =>
      JSON.stringify({ local: { ...window.localStorage }, session: { ...window.sessionStorage }, cookie: document.cookie }),
    );
  }
}
