import AxeBuilder from '@axe-core/playwright';
import { CONFIG_ERROR_TITLE } from '../../src/ui/app/app.texts';
import { ROUTE_PATHS } from '../../src/domain/app/routePaths';
import { PAGE_TITLES } from '../../src/ui/app/pageTitles.texts';
import { PROOF_OF_CONCEPT_TEXT } from '../../src/ui/shell/shell.texts';
import { NOT_CONNECTED_LABEL } from '../../src/ui/shell/session.texts';
import { ShellPage } from './pages/ShellPage';
import { BUILT_PAGES } from './support/appPages';
import { expect, test } from './support/test';

test.describe('the shell', () => {
  for (const [path, title] of BUILT_PAGES) {
    test(`renders ${path} inside the shell`, async ({ page }) => {
      // The API reference lists every operation of the server: the longest page, which axe takes longest to read.
      if (path === ROUTE_PATHS.api) test.slow();
      const shell = new ShellPage(page);
      await shell.open(path);
      await expect(shell.heading).toHaveText(title);
      await expect(shell.banner).toHaveText(PROOF_OF_CONCEPT_TEXT);
      await expect(shell.menuBar).toContainText(NOT_CONNECTED_LABEL);
      await expect(shell.hubSidebar).toBeVisible();
      const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
      expect(audit.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
    });
  }

  test('navigates between the editor and the exchange without reloading the page', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open(ROUTE_PATHS.editor);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await shell.mainNav.getByRole('link', { name: PAGE_TITLES.exchange }).click();
    await expect(shell.heading).toHaveText(PAGE_TITLES.exchange);
    await shell.mainNav.getByRole('link', { name: PAGE_TITLES.editor }).click();
    await expect(shell.heading).toHaveText(PAGE_TITLES.editor);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('keeps the hub sidebar collapsed or open across a reload', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open(ROUTE_PATHS.contracts);
    await expect(shell.hubToggle).toHaveAttribute('aria-expanded', 'false');
    await shell.hubToggle.click();
    await expect(shell.hubSidebar.getByRole('link', { name: 'Guides' })).toBeVisible();
    await page.reload();
    await expect(shell.hubToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(shell.hubSidebar.getByRole('link', { name: 'Guides' })).toBeVisible();
    await shell.hubSidebar.getByRole('link', { name: 'Guides' }).click();
    await expect(shell.heading).toHaveText(PAGE_TITLES.guides);
  });

  test('shows the open-issue count of the sample repository on the Issues link', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open(ROUTE_PATHS.token);
    await shell.hubToggle.click();
    const issues = shell.hubSidebar.getByRole('link', { name: /Issues/ });
    await expect(issues).toContainText(/\d+/);
    await expect(issues.getByLabel(/open issues$/)).toHaveAttribute('aria-label', /^\d+ open issues$/);
  });

  test('discards a corrupted sidebar flag and uses the default', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('devSidebarCollapsed', '{not json'));
    const shell = new ShellPage(page);
    await shell.open(ROUTE_PATHS.guides);
    await expect(shell.hubToggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('ticks the dock clock every second', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open(ROUTE_PATHS.token);
    const first = await shell.dockClock.getAttribute('datetime');
    await expect.poll(() => shell.dockClock.getAttribute('datetime'), { timeout: 3000 }).not.toBe(first);
  });

  test('folds the menu behind a Menu button at 768px and below', async ({ page }) => {
    const shell = new ShellPage(page);
    await page.setViewportSize({ width: 769, height: 800 });
    await shell.open(ROUTE_PATHS.token);
    await expect(shell.menuButton).toBeHidden();
    await expect(shell.mainNav).toBeVisible();
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(shell.menuButton).toBeVisible();
    await expect(shell.mainNav).toBeHidden();
    await shell.menuButton.click();
    await shell.mainNav.getByRole('link', { name: PAGE_TITLES.contracts }).click();
    await expect(shell.heading).toHaveText(PAGE_TITLES.contracts);
    await expect(shell.mainNav).toBeHidden();
  });

  test('shows a not-found page inside the shell for an unknown path', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open('/no/such/page');
    await expect(shell.heading).toHaveText(PAGE_TITLES.notFound);
    await expect(page.getByRole('main')).toContainText('/no/such/page');
    await expect(shell.banner).toBeVisible();
  });

  test('sends the security headers with every page', async ({ request }) => {
    const response = await request.get(ROUTE_PATHS.contracts);
    const headers = response.headers();
    expect({
      csp: headers['content-security-policy']?.includes("script-src 'self'") && !headers['content-security-policy']?.includes('unsafe-eval'),
      frameAncestors: headers['content-security-policy']?.includes("frame-ancestors 'none'"),
      nosniff: headers['x-content-type-options'],
      referrer: headers['referrer-policy'],
      coop: headers['cross-origin-opener-policy'],
    }).toEqual({ csp: true, frameAncestors: true, nosniff: 'nosniff', referrer: 'no-referrer', coop: 'same-origin' });
  });
});

test.describe('a broken runtime configuration', () => {
  test('shows a clear message, not a blank page', async ({ page }) => {
    // The server inlines the configuration in the page: the test serves the page with a malformed one.
    await page.route(`**${ROUTE_PATHS.contracts}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/(id="runtime-config">)[^<]*/, '$1{"mode":"nonsense"}');
      await route.fulfill({ response, body });
    });
    await page.goto(ROUTE_PATHS.contracts);
    await expect(page.getByRole('alert')).toContainText(CONFIG_ERROR_TITLE);
    await expect(page.getByRole('alert')).toContainText('"mode"');
  });
});
