import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { SANDBOX_ACCOUNTS } from '../../src/adapters/sandboxWallet/sandboxAccounts';
import { E2E_PORT } from '../../playwright.config';
import { CONTRACT_DIALOG_TEXTS } from '../../src/ui/pages/contracts/contractDialogs.texts';
import { CONTRACT_HISTORY_TEXTS } from '../../src/ui/pages/contracts/contractHistory.texts';
import { CONTRACT_NOTICE_TEXTS } from '../../src/ui/pages/inbox/contractNotices.texts';
import { startServer, type ServerProcess } from '../support/serverProcess';
import { ContractsPage } from './pages/ContractsPage';
import { InboxPage } from './pages/InboxPage';
import { SignInPage } from './pages/SignInPage';
import { expect, test } from './support/test';
import { watchedPerson } from './support/watchedPerson';

/**
 * A claim that ends on the server with no page open. Its own server, whose claim day lasts 2 s (a 3-day claim lasts
 * 6 s) and whose reminder comes 4 s before the deadline; its own port, `E2E_PORT + 3110`, clear of the suite's
 * + 50, + 1000, + 2000, + 3000, + 3030 and + 3060.
 */
const PORT = E2E_PORT + 3110;
const CONTRACT = 'Exchange order book view';
const alice = SANDBOX_ACCOUNTS[0]!;

let server: ServerProcess;
let dataDir: string;
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'workbench-e2e-expiry-'));
  server = await startServer(PORT, { DATA_DIR: dataDir, CLAIM_DAY_SECONDS: '2', CLAIM_REMINDER_LEAD_SECONDS: '4' });
});
test.afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const person = (browser: Browser, problems: string[]) => watchedPerson(browser, `http://localhost:${PORT}`, problems);

test('a claim passes its deadline with no page open: the contract is available for everyone, the reminder and the expiry are in the inbox', async ({ browser }) => {
  const problems: string[] = [];
  const a = await person(browser, problems);
  const contracts = new ContractsPage(a.page);
  await contracts.open();
  await new SignInPage(a.page).signInAs(alice.handle);
  // A claim needs a GitHub login linked by signing in with GitHub (the sandbox's page on the embedded default).
  await contracts.linkSandboxGitHub(CONTRACT, 'sandbox-alice');
  await contracts.openDetails(CONTRACT);
  const issueLink = await contracts.dialog.getByRole('link', { name: new RegExp(CONTRACT_DIALOG_TEXTS.viewIssue) }).textContent();
  const issueNumber = Number(issueLink?.match(/#(\d+)/)?.[1]);
  await contracts.dialog.getByRole('button', { name: CONTRACT_DIALOG_TEXTS.claimThisContract }).click();
  await expect(contracts.dialog.getByLabel(/GitHub username/)).toHaveValue('sandbox-alice');
  await contracts.dialog.getByLabel(/Estimated days/).selectOption('3');
  await contracts.dialog.getByRole('button', { name: CONTRACT_DIALOG_TEXTS.submitClaim }).click();
  await expect(contracts.dialog).toBeHidden();
  await expect(contracts.card(CONTRACT).locator('[data-status]')).toHaveAttribute('data-status', 'claimed');

  // Nobody has a page open while the claim runs out (6 s; the reminder at 2 s).
  await a.context.close();
  await new Promise((resolve) => setTimeout(resolve, 8_000));

  // A visitor, signed out, finds it available.
  const visitor = await person(browser, problems);
  const seen = new ContractsPage(visitor.page);
  await seen.open();
  await expect(seen.card(CONTRACT).locator('[data-status]')).toHaveAttribute('data-status', 'available');
  await visitor.context.close();

  // Alice comes back: her inbox holds the expiry, the reminder and the claim, newest first, unread.
  const back = await person(browser, problems);
  await new ContractsPage(back.page).open();
  await new SignInPage(back.page).signInAs(alice.handle);
  const inbox = new InboxPage(back.page);
  await inbox.openFromMenu();
  const sentences = await inbox.sentences();
  expect(sentences.map((sentence) => sentence.replace(/\d{4}-\d\d-\d\d \d\d:\d\d UTC/g, 'TIME'))).toEqual([
    `Your claim on #${issueNumber} “${CONTRACT}” expired at its deadline (TIME): the contract is available to everyone again.`,
    `Reminder: your claim on #${issueNumber} “${CONTRACT}” ends TIME. Open a pull request that fixes the issue before then, or the contract becomes available to everyone.`,
    `You claimed #${issueNumber} “${CONTRACT}”. Deadline: TIME.`,
  ]);
  await expect(inbox.notices.getByText(CONTRACT_NOTICE_TEXTS.unread)).toHaveCount(3);

  // Its link opens the contract's details, whose history tells the same.
  await inbox.notices.getByRole('link', { name: `Open contract #${issueNumber}` }).first().click();
  const dialog = back.page.getByRole('dialog', { name: CONTRACT });
  const history = dialog.getByRole('list', { name: CONTRACT_HISTORY_TEXTS.listLabel });
  await expect(history.getByRole('listitem')).toHaveText([/Claimed by sandbox-alice \(\$sandbox_alice\), deadline/, /Claim of sandbox-alice expired at its deadline/]);
  await expect(dialog.getByRole('button', { name: CONTRACT_DIALOG_TEXTS.claimThisContract })).toBeVisible();

  // Seen once, the notices are no longer new.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await inbox.openFromMenu();
  await expect(inbox.notices.getByRole('listitem')).toHaveCount(3);
  await expect(inbox.notices.getByText(CONTRACT_NOTICE_TEXTS.unread)).toHaveCount(0);
  await back.context.close();
  expect(problems).toEqual([]);
});
