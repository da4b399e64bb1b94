import type { Locator, Page } from '@playwright/test';
import { SESSION_STORAGE_KEY } from '../../../src/domain/session/sessionConstants';
import { ACCOUNT_CONTROL_LABEL, SIGN_IN_LABEL, SIGN_OUT_LABEL } from '../../../src/domain/session/sessionTexts';

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

  /** Puts `value` in the stored-session slot of local storage before the app's scripts run. */
  async storeSessionBeforeLoad(value: string): Promise<void> {
    await this.page.addInitScript(
      ([key, stored]) => {
        // Only on the first load, so a reload shows what the app made of it.
        if (window.sessionStorage.getItem('e2e-seeded') === null) {
          window.sessionStorage.setItem('e2e-seeded', '1');
          window.localStorage.setItem(key, stored);
        }
      },
      [SESSION_STORAGE_KEY, value] as const,
    );
  }

  storedSession(): Promise<string | null> {
    return this.page.evaluate((key) => window.localStorage.getItem(key), SESSION_STORAGE_KEY);
  }
}
