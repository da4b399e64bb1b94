import { CONTRACT_DIALOG_TEXTS, GITHUB_IDENTITY_TEXTS } from '../../src/ui/pages/contracts/contractDialogs.texts';
import { GITHUB_SIGN_IN_REFUSALS } from '../../src/ui/pages/contracts/githubSignIn.texts';
import { SANDBOX_GITHUB_LABEL } from '../../src/adapters/sandboxGitHub/sandboxGitHubSignIn.texts';
import { ContractsPage } from './pages/ContractsPage';
import { SignInPage } from './pages/SignInPage';
import { expect, test } from './support/test';

/** A contract no other spec claims on the shared embedded server. */
const CONTRACT = 'Mint form validation';

test('signs in with HandCash, then with GitHub through the sandbox OAuth page; the claim records the linked login', async ({ page, guards }) => {
  const contracts = new ContractsPage(page);
  await contracts.open();
  await new SignInPage(page).signInAs('sandbox_carol');
  await contracts.openDetails(CONTRACT);
  await contracts.dialog.getByRole('button', { name: CONTRACT_DIALOG_TEXTS.signInGitHub }).click();

  // The server's sandbox stands in for GitHub's authorize page; it sends the browser back with a code and the state.
  await expect(page.getByRole('note')).toHaveText(SANDBOX_GITHUB_LABEL);
  const authorizePage = page.url();
  await page.getByRole('link', { name: 'Sign in as sandbox-carol' }).click();
  await expect(page).toHaveURL(/\/contracts$/);

  await contracts.heading.waitFor();
  await page.locator('[role="tabpanel"][aria-busy="false"]').waitFor();
  await contracts.openDetails(CONTRACT);
  await expect(contracts.dialog).toContainText(`${GITHUB_IDENTITY_TEXTS.signedInAs} sandbox-carol`);
  await contracts.dialog.getByRole('button', { name: CONTRACT_DIALOG_TEXTS.claimThisContract }).click();
  const username = contracts.dialog.getByLabel(/GitHub username/);
  await expect(username).toHaveValue('sandbox-carol');
  await expect(username).toHaveAttribute('readonly', '');
  await contracts.dialog.getByRole('button', { name: CONTRACT_DIALOG_TEXTS.submitClaim }).click();
  await expect(contracts.card(CONTRACT).locator('[data-status]')).toHaveAttribute('data-status', 'claimed');

  const { claims } = (await (await page.request.get('/api/claims')).json()) as { claims: { issueNumber: number; githubUsername: string; handcashHandle: string; claimedBy: string }[] };
  expect(claims.find((claim) => claim.githubUsername === 'sandbox-carol')).toMatchObject({ githubUsername: 'sandbox-carol', handcashHandle: 'sandbox_carol', claimedBy: 'sandbox_carol' });

  // The sandbox page's link again: its state was used once, so the server refuses it and the page says why.
  await page.goto(authorizePage);
  await expect(page.getByRole('note')).toHaveText(SANDBOX_GITHUB_LABEL);
  await page.getByRole('link', { name: 'Sign in as sandbox-alice' }).click();
  await expect(page).toHaveURL(/github-sign-in-refused=github-state-invalid/);
  await expect(contracts.status).toContainText(GITHUB_SIGN_IN_REFUSALS['github-state-invalid']!);
  expect(guards.problems).toEqual([]);
});
