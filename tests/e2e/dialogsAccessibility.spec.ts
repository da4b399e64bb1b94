import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CONTRACT_DIALOG_TEXTS } from '../../src/ui/pages/contracts/contractDialogs.texts';
import { PAY_DIALOG_TEXTS } from '../../src/ui/pages/contracts/payDialog.texts';
import { PAYMENT_TEXTS } from '../../src/ui/pages/contracts/payments.texts';
import { SANDBOX_ACCOUNTS } from '../../src/adapters/sandboxWallet/sandboxAccounts';
import { SignInPage } from './pages/SignInPage';
import { ContractsPage } from './pages/ContractsPage';
import { ExchangePage } from './pages/ExchangePage';
import { HubFindDevelopersPage } from './pages/HubFindDevelopersPage';
import { expect, test } from './support/test';

/** The widths of issue 17: a common laptop and a phone. */
const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

/** Every dialog of the app, opened as a person would open it. */
const DIALOGS: readonly { readonly name: string; readonly open: (page: Page) => Promise<void> }[] = [
  {
    name: 'exchange listing details',
    open: async (page) => {
      const exchange = new ExchangePage(page);
      await exchange.open();
      await exchange.openDetails('Atomic Token Swap');
    },
  },
  {
    name: 'contract details',
    open: async (page) => {
      const contracts = new ContractsPage(page);
      await contracts.open();
      await contracts.openDetails('Exchange order book view');
    },
  },
  {
    name: 'claim a contract (signed in)',
    open: async (page) => {
      const contracts = new ContractsPage(page);
      await contracts.open();
      await new SignInPage(page).signInAs(SANDBOX_ACCOUNTS[0]!.handle);
      await page.locator('[role="tabpanel"][aria-busy="false"]').waitFor();
      // A claim is made as a GitHub login linked through the sandbox's sign-in page.
      await contracts.linkSandboxGitHub('Exchange order book view', 'sandbox-alice');
      await contracts.openDetails('Exchange order book view');
      await contracts.dialog.getByRole('button', { name: CONTRACT_DIALOG_TEXTS.claimThisContract }).click();
      // The form's error state too (no HandCash handle): an alert inside the dialog must pass the audit as well.
      await contracts.dialog.getByLabel(/HandCash handle/).fill('');
      await contracts.dialog.getByRole('button', { name: CONTRACT_DIALOG_TEXTS.submitClaim }).click();
      await contracts.dialog.getByRole('alert').waitFor();
    },
  },
  {
    name: 'pay a reward (the sandbox maintainer)',
    open: async (page) => {
      const contracts = new ContractsPage(page);
      await contracts.open();
      await new SignInPage(page).signInAs(SANDBOX_ACCOUNTS[0]!.handle);
      await contracts.card('Wallet balance widget').getByRole('button', { name: PAYMENT_TEXTS.payReward }).click();
      // Nothing is paid: reviewing an empty form shows its error, which must pass the audit too.
      await contracts.dialog.getByRole('button', { name: PAY_DIALOG_TEXTS.review }).click();
      await contracts.dialog.getByRole('alert').waitFor();
    },
  },
  {
    name: 'contact a developer',
    open: async (page) => {
      const finder = new HubFindDevelopersPage(page);
      await finder.open();
      await finder.contactButton('Alice Chen').click();
    },
  },
];

for (const viewport of VIEWPORTS) {
  test.describe(`dialogs at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const dialog of DIALOGS) {
      test(`${dialog.name}: no WCAG 2.1 AA violations`, async ({ page }) => {
        await dialog.open(page);
        await expect(page.getByRole('dialog')).toBeVisible();
        const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
        expect(audit.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);
      });
    }
  });
}
