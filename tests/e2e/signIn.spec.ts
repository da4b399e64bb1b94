import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SANDBOX_ACCOUNTS, sandboxToken } from '../../src/adapters/sandboxWallet/sandboxAccounts';
import { ROUTE_PATHS } from '../../src/domain/app/routePaths';
import { PAGE_TITLES } from '../../src/ui/app/pageTitles.texts';
import { SANDBOX_WALLET_LABEL as SANDBOX_WALLET_BANNER } from '../../src/adapters/sandboxWallet/sandboxWallet.texts';
import { LOGIN_REDIRECT_DELAY_MS } from '../../src/domain/session/sessionConstants';
import { NOT_CONNECTED_LABEL, REDIRECTING_LABEL, SANDBOX_WALLET_LABEL } from '../../src/ui/shell/session.texts';
import { ShellPage } from './pages/ShellPage';
import { SignInPage } from './pages/SignInPage';
import { expect, test } from './support/test';

/** The spec's words (section 7). */
const NO_AUTH_TOKEN_MESSAGE = 'No authToken received from HandCash. Check the console for debug information.';

const alice = SANDBOX_ACCOUNTS[0]!;
const TOKEN_IN_URL = /authToken|auth_token|[?&#]token=/;

test.describe('signing in with the sandbox wallet', () => {
  test('goes to the wallet after a second and comes back signed in, with no token left in the URL or history', async ({ page }) => {
    const shell = new ShellPage(page);
    const signIn = new SignInPage(page);
    await shell.open(ROUTE_PATHS.contracts);
    await expect(signIn.accountControl.getByTitle(SANDBOX_WALLET_LABEL)).toBeVisible();
    const clicked = Date.now();
    await signIn.signInButton.click();
    await expect(page.getByRole('button', { name: REDIRECTING_LABEL })).toBeDisabled();
    await page.waitForURL('**/sandbox-wallet/authorize?appId=sandbox-app');
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(LOGIN_REDIRECT_DELAY_MS - 50);
    await expect(page).toHaveTitle(/SANDBOX wallet/);
    await expect(page.getByRole('note')).toHaveText(SANDBOX_WALLET_BANNER);

    const profileRequest = page.waitForRequest('**/api/session');
    await signIn.sandboxAccount(alice.handle).click();
    // Referrer-Policy: no-referrer, so the callback address (which held the token) is never sent on.
    expect((await profileRequest).headers()['referer'] ?? '').toBe('');
    await expect(signIn.status).toHaveText(alice.handle);
    await expect(shell.heading).toHaveText(PAGE_TITLES.contracts);
    expect(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash).toBe(ROUTE_PATHS.contracts);

    await page.goBack();
    await expect(page).toHaveURL(/\/sandbox-wallet\/authorize/);
    expect(page.url()).not.toMatch(TOKEN_IN_URL);
    await page.goForward();
    await expect(signIn.status).toHaveText(alice.handle);
    expect(page.url()).not.toMatch(TOKEN_IN_URL);
  });

  test('stays signed in across a reload, and signing out returns to Not Connected for good', async ({ page }) => {
    const shell = new ShellPage(page);
    const signIn = new SignInPage(page);
    await shell.open(ROUTE_PATHS.token);
    await signIn.signInButton.click();
    await signIn.sandboxAccount(SANDBOX_ACCOUNTS[1]!.handle).click();
    await expect(signIn.status).toHaveText(SANDBOX_ACCOUNTS[1]!.handle);
    await page.reload();
    await expect(signIn.status).toHaveText(SANDBOX_ACCOUNTS[1]!.handle);
    // The session lives on the server: no page script can read the auth token (storage or cookies).
    expect(await signIn.readableByScripts()).not.toContain(sandboxToken(SANDBOX_ACCOUNTS[1]!));
    await signIn.signOutButton.click();
    await expect(signIn.status).toHaveText(NOT_CONNECTED_LABEL);
    await page.reload();
    await expect(signIn.status).toHaveText(NOT_CONNECTED_LABEL);
    expect(await signIn.readableByScripts()).not.toContain('workbench_signed_in');
  });

  test('shows the wallet’s refusal verbatim and stays signed out', async ({ page }) => {
    const shell = new ShellPage(page);
    const signIn = new SignInPage(page);
    await shell.open(ROUTE_PATHS.guides);
    await signIn.signInButton.click();
    await signIn.declineLink.click();
    await expect(signIn.callbackAlert).toContainText('HandCash error: access_denied - User declined');
    await expect(signIn.status).toHaveText(NOT_CONNECTED_LABEL);
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('link', { name: 'Back to the workbench' }).click();
    await expect(shell.heading).toHaveText(PAGE_TITLES.guides);
  });

  test('shows a provider error with markup as text, and the no-token message', async ({ page }) => {
    const shell = new ShellPage(page);
    const signIn = new SignInPage(page);
    await shell.open(`${ROUTE_PATHS.authCallback}?error=%3Cimg%20src%3Dx%3E&error_description=`);
    await expect(signIn.callbackAlert).toContainText('HandCash error: <img src=x> - Unknown error');
    await expect(signIn.callbackAlert.locator('img')).toHaveCount(0);
    await shell.open(ROUTE_PATHS.authCallback);
    await expect(signIn.callbackAlert).toContainText(NO_AUTH_TOKEN_MESSAGE);
  });
});

test.describe('a session the page did not get from the server', () => {
  test('counts for nothing: a forged session in local storage signs nobody in', async ({ page }) => {
    const signIn = new SignInPage(page);
    await page.addInitScript(() =>
      window.localStorage.setItem('handcashSession', JSON.stringify({ profile: { handle: 'forged', paymail: '', publicKey: '', avatarUrl: '', displayName: 'F' } })),
    );
    await new ShellPage(page).open(ROUTE_PATHS.token);
    await expect(signIn.signInButton).toBeVisible();
    await expect(signIn.status).toHaveText(NOT_CONNECTED_LABEL);
  });
});

test.describe('the client bundle', () => {
  test('holds neither the HandCash SDK nor any trace of the app secret', () => {
    const assets = fileURLToPath(new URL('../../dist/assets', import.meta.url));
    // The manual's chunk (the text of docs/, which names the settings an operator sets, with the Markdown lexer that
    // reads it) handles no secret: left out. The developer guides' (docs/developers/) name no setting: scanned.
    const graph = JSON.parse(readFileSync(fileURLToPath(new URL('../../dist/.vite/chunk-graph.json', import.meta.url)), 'utf8')) as Record<string, { modules: string[] }>;
    const manualText = new Set(Object.entries(graph).flatMap(([file, chunk]) => (chunk.modules.some((module) => /^(docs\/[^/]+|README)\.md$/.test(module)) ? [file.replace(/^assets\//, '')] : [])));
    expect(manualText.size).toBe(1);
    const code = readdirSync(assets)
      .filter((name) => name.endsWith('.js') && !manualText.has(name))
      .map((name) => readFileSync(join(assets, name), 'utf8'))
      .join('\n');
    expect({ sdk: code.includes('oauth-signature'), secret: /app-secret|appSecret|HANDCASH_APP_SECRET|handcashSecret/.test(code) }).toEqual({
      sdk: false,
      secret: false,
    });
  });
});
