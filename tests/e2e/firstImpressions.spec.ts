import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ROUTE_PATHS } from '../../src/domain/app/routePaths';
import { PAGE_TITLES } from '../../src/ui/app/pageTitles.texts';
import { CONTRACT_DIALOG_TEXTS, SIGN_IN_NOTICES } from '../../src/ui/pages/contracts/contractDialogs.texts';
import { ContractsPage } from './pages/ContractsPage';
import { LayoutProbe } from './pages/LayoutProbe';
import { ShellPage } from './pages/ShellPage';
import { BUILT_PAGES, LINKED_PAGES } from './support/appPages';
import { expect, test } from './support/test';

const ROUTES = LINKED_PAGES;

const WIDTHS = [
  { name: 'a laptop', width: 1366, height: 768 },
  { name: 'a phone', width: 390, height: 844 },
] as const;

/** Serves the runtime configuration with the editor flag off, so `/` is the landing homepage. */
/** Serves `/` with the editor flag off in the runtime configuration the server inlines in the page. */
async function withEditorOff(page: Page): Promise<void> {
  await page.route((url) => url.pathname === '/', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('"editorEnabled":true', '"editorEnabled":false');
    await route.fulfill({ response, body });
  });
}

const audit = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );

for (const viewport of WIDTHS) {
  test.describe(`every page on ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const [path, title] of ROUTES) {
      test(`${path}: no sideways scroll, the menu bar holds its controls, axe finds nothing`, async ({ page }) => {
        // The API reference lists every operation of the server: the longest page, which axe takes longest to read.
        if (path === ROUTE_PATHS.api) test.slow();
        const shell = new ShellPage(page);
        const probe = new LayoutProbe(page);
        await shell.open(path);
        await expect(shell.heading).toHaveText(title);
        expect({
          sideways: await probe.sidewaysScroll(),
          overhangs: await probe.menuBarOverhangs(),
          clipped: await probe.clippedTexts('.menu-bar .connection-handle, .menu-bar-logo'),
          violations: await audit(page),
        }).toEqual({ sideways: 0, overhangs: [], clipped: [], violations: [] });
      });
    }

    test('the landing homepage: no sideways scroll, the menu bar holds its controls, axe finds nothing', async ({ page }) => {
      await withEditorOff(page);
      const shell = new ShellPage(page);
      const probe = new LayoutProbe(page);
      await shell.open(ROUTE_PATHS.editor);
      await expect(shell.heading).toHaveText(PAGE_TITLES.landing);
      expect({ sideways: await probe.sidewaysScroll(), overhangs: await probe.menuBarOverhangs(), violations: await audit(page) }).toEqual({
        sideways: 0, overhangs: [], violations: [],
      });
    });
  });
}

test.describe('narrow and middle widths', () => {
  for (const width of [320, 360, 480, 600, 768]) {
    test(`no page scrolls sideways at ${width} px`, async ({ page }) => {
      // Every built page, one after the other: 18 page loads, about 20 s on a quiet machine.
      test.slow();
      await page.setViewportSize({ width, height: 800 });
      const shell = new ShellPage(page);
      const probe = new LayoutProbe(page);
      const scrolling: string[] = [];
      for (const [path] of BUILT_PAGES) {
        await shell.open(path);
        if ((await probe.sidewaysScroll()) > 0 || (await probe.menuBarOverhangs()).length > 0) scrolling.push(path);
      }
      expect(scrolling).toEqual([]);
    });
  }
});

test.describe('the landing homepage', () => {
  test('shows features, integrated libraries, templates and getting-started steps, and leads into the app', async ({ page }) => {
    await withEditorOff(page);
    const shell = new ShellPage(page);
    await shell.open(ROUTE_PATHS.editor);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Features', 'Integrated libraries', 'Templates', 'Getting started']);
    await expect(shell.mainNav.getByRole('link').first()).toHaveText('Home');
    await main.getByRole('link', { name: /^Contracts from GitHub issues/ }).click();
    await expect(shell.heading).toHaveText(PAGE_TITLES.contracts);
  });
});

test.describe('links and routes', () => {
  test('every path the app links to shows the same page when opened in the app and when reloaded', async ({ page }) => {
    test.setTimeout(180_000);
    const shell = new ShellPage(page);
    await shell.open(ROUTE_PATHS.guides);
    await shell.hubToggle.click();
    const linked = await page.locator('main a[href^="/"], #menu-bar-nav a, aside a[href^="/"]').evaluateAll((links) =>
      [...new Set(links.map((link) => link.getAttribute('href') ?? ''))],
    );
    expect(linked).toEqual(expect.arrayContaining([ROUTE_PATHS.api, ROUTE_PATHS.contributorProjects, ROUTE_PATHS.token]));
    const differences: string[] = [];
    for (const path of linked) {
      await page.locator(`aside a[href="${path}"], #menu-bar-nav a[href="${path}"], main a[href="${path}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      // The page's code loads lazily: wait until the Guides heading has gone.
      if (path !== ROUTE_PATHS.guides) await expect(shell.heading.first()).not.toHaveText(PAGE_TITLES.guides);
      const inApp = await shell.heading.first().textContent();
      await page.reload();
      const reloaded = await shell.heading.first().textContent({ timeout: 5000 }).catch(() => 'no page, raw response');
      if (inApp !== reloaded) differences.push(`${path}: ${inApp} / ${reloaded}`);
      await shell.open(ROUTE_PATHS.guides);
    }
    expect(differences).toEqual([]);
  });

  test('the Developer Hub toggle has a visible label, a tooltip and an accessible name', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open(ROUTE_PATHS.contracts);
    await expect(shell.hubToggle).toHaveAccessibleName('Developer Hub');
    await expect(shell.hubToggle).toContainText('Developer Hub');
    await expect(shell.hubToggle).toHaveAttribute('title', /Open the Developer Hub/);
  });
});

test.describe('contracts', () => {
  test('a click anywhere on an available card opens its details', async ({ page }) => {
    const contracts = new ContractsPage(page);
    await contracts.open();
    const card = page.locator('article:has([data-status="available"])').first();
    const title = await card.getByRole('heading').textContent();
    await card.locator('.contract-facts').click();
    await expect(contracts.dialog).toHaveAccessibleName(title ?? '');
    await contracts.dialog.getByRole('button', { name: CONTRACT_DIALOG_TEXTS.signInGoogle }).click();
    // The history section has a status of its own ("Loading the history…" while it loads): the notice is the other.
    await expect(contracts.dialog.getByRole('status').filter({ hasText: SIGN_IN_NOTICES.googleNotOffered })).toHaveText(SIGN_IN_NOTICES.googleNotOffered);
  });
});

test.describe('the token page', () => {
  test('follows the devSidebarCollapsed flag written from another tab', async ({ context }) => {
    const tokenTab = await context.newPage();
    const otherTab = await context.newPage();
    const token = new ShellPage(tokenTab);
    await token.open(ROUTE_PATHS.token);
    const page = tokenTab.locator('.token-page');
    await expect(page).toHaveAttribute('data-hub-sidebar', 'collapsed');
    const other = new ShellPage(otherTab);
    await other.open(ROUTE_PATHS.contracts);
    await other.hubToggle.click();
    await expect(page).toHaveAttribute('data-hub-sidebar', 'open');
    await expect(token.hubToggle).toHaveAttribute('aria-expanded', 'true');
    await otherTab.evaluate(() => window.localStorage.setItem('devSidebarCollapsed', 'true'));
    await expect(page).toHaveAttribute('data-hub-sidebar', 'collapsed');
    await expect(token.hubToggle).toHaveAttribute('aria-expanded', 'false');
  });
});
