import type { Locator, Page } from '@playwright/test';
import { CONTRACT_DIALOG_TEXTS, GITHUB_IDENTITY_TEXTS } from '../../../src/ui/pages/contracts/contractDialogs.texts';
import { CONTRACT_TEXTS } from '../../../src/ui/pages/contracts/contracts.texts';

/** The contracts page as a person uses it: tabs, stat cards, cards, detail and claim dialogs. */
export class ContractsPage {
  readonly heading: Locator;
  readonly dialog: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Contracts' });
    this.dialog = page.getByRole('dialog');
    this.status = page.locator('.contracts-status');
  }

  async open(): Promise<void> {
    await this.page.goto('/contracts');
    await this.heading.waitFor();
    await this.page.locator('[role="tabpanel"][aria-busy="false"]').waitFor();
  }

  card(title: string | RegExp): Locator {
    return this.page.getByRole('article').filter({ has: this.page.getByRole('heading', { name: title }) });
  }

  statValue(label: string): Locator {
    return this.page.getByLabel(CONTRACT_TEXTS.statsLabel).locator('div').filter({ has: this.page.getByText(label, { exact: true }) }).locator('dd');
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name });
  }

  async openDetails(title: string | RegExp): Promise<void> {
    await this.card(title).getByRole('button', { name: CONTRACT_TEXTS.viewDetails }).click();
    await this.dialog.waitFor();
  }

  /**
   * Signs in with GitHub from the details of `title` through the embedded default's sandbox authorize page, as the
   * sample `login` (`sandbox-alice`…), and waits to be back on the loaded contracts page: a claim needs the link.
   */
  async linkSandboxGitHub(title: string | RegExp, login: string): Promise<void> {
    await this.openDetails(title);
    // Linked already (an earlier test of the same person on the shared server): nothing to do.
    const linked = this.dialog.getByText(`${GITHUB_IDENTITY_TEXTS.signedInAs} ${login}`);
    const signIn = this.dialog.getByRole('button', { name: CONTRACT_DIALOG_TEXTS.signInGitHub });
    await linked.or(signIn).first().waitFor();
    if (await linked.isVisible()) {
      await this.dialog.getByRole('button', { name: 'Close' }).click();
      await this.dialog.waitFor({ state: 'hidden' });
      return;
    }
    await signIn.click();
    await this.page.getByRole('link', { name: `Sign in as ${login}` }).click();
    await this.page.waitForURL(/\/contracts$/);
    await this.heading.waitFor();
    await this.page.locator('[role="tabpanel"][aria-busy="false"]').waitFor();
  }
}
