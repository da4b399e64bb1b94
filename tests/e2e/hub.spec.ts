import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ROUTE_PATHS } from '../../src/domain/app/routePaths';
import { PAGE_TITLES } from '../../src/ui/app/pageTitles.texts';
import { SERVICE_OFFER_ERROR_MESSAGES as E, SERVICE_OFFER_SUCCESS_MESSAGE } from '../../src/ui/pages/createOffer/serviceOffer.texts';
import { HubFindDevelopersPage } from './pages/HubFindDevelopersPage';
import { HubOfferPage } from './pages/HubOfferPage';
import { HubTemplatesPage } from './pages/HubTemplatesPage';
import { HubTokenPage } from './pages/HubTokenPage';
import { ShellPage } from './pages/ShellPage';
import { SignInPage } from './pages/SignInPage';
import { expect, test } from './support/test';

/** The WCAG 2.1 AA audit of shell.spec.ts, for states that only a hub test reaches (errors shown, dialog open). */
async function expectAccessible(page: Page): Promise<void> {
  const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(audit.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
}

test.describe('the developer hub', () => {
  test('the offer form shows inline errors, keeps the input, then confirms a valid offer in the page', async ({ page }) => {
    const offer = new HubOfferPage(page);
    await offer.open();
    // Offers are kept by the server for signed-in people.
    await new SignInPage(page).signInAs('sandbox_alice');
    await offer.field(/^Portfolio URL/).fill('github.com/alice');
    await offer.submit.click();
    await expect(offer.errors).toHaveText([
      E.titleRequired, E.descriptionRequired, E.skillsRequired, E.hourlyRateRequired, E.portfolioInvalid, E.contactRequired,
    ]);
    await expect(offer.field(/^Service title/)).toBeFocused();
    await expect(offer.field(/^Service title/)).toHaveAttribute('aria-invalid', 'true');
    await expect(offer.field(/^Portfolio URL/)).toHaveValue('github.com/alice');
    await expectAccessible(page);
    await offer.field(/^Portfolio URL/).fill('');
    await offer.fillValidOffer();
    await offer.submit.click();
    await expect(offer.status).toHaveText(SERVICE_OFFER_SUCCESS_MESSAGE);
    await expect(offer.errors).toHaveCount(0);
    await expect(offer.field(/^Service title/)).toHaveValue('');
  });

  test('the offer form names a NUL character that a paste brought into a field, and keeps the text', async ({ page }) => {
    const offer = new HubOfferPage(page);
    await offer.open();
    await new SignInPage(page).signInAs('sandbox_alice');
    await offer.fillValidOffer();
    await offer.field(/^Service title/).fill('sCrypt\u0000 contracts');
    await offer.submit.click();
    await expect(offer.errors).toHaveText([E.nulCharacter]);
    await expect(offer.field(/^Service title/)).toHaveValue('sCrypt\u0000 contracts');
    await expect(offer.status).toHaveText('');
  });

  test('the templates filter shows one category at a time', async ({ page }) => {
    const templates = new HubTemplatesPage(page);
    await templates.open();
    await expect(templates.cardTitles).toHaveCount(4);
    await templates.category('Gaming').click();
    await expect(templates.cardTitles).toHaveText(['Micropayment Arcade']);
    await expect(templates.category('Gaming')).toHaveAttribute('aria-pressed', 'true');
    await expect(templates.category('All')).toHaveAttribute('aria-pressed', 'false');
    await expect(templates.count).toHaveText('Showing 1 of 4 templates');
    await templates.category('All').click();
    await expect(templates.cardTitles).toHaveCount(4);
  });

  test('find developers searches, then contacts a developer through a modal that Escape closes', async ({ page }) => {
    const finder = new HubFindDevelopersPage(page);
    await finder.open();
    await finder.search.fill('rust');
    await expect(finder.cardTitles).toHaveText(['Alice Chen', 'Sofia Rodriguez']);
    await finder.availability.selectOption('Available');
    await expect(finder.cardTitles).toHaveText(['Alice Chen']);
    const opener = finder.contactButton('Alice Chen');
    await opener.click();
    await expect(finder.dialog).toBeVisible();
    await expect(finder.dialog).toHaveAccessibleName('Contact Alice Chen');
    await expect(finder.dialog.getByLabel(/^Project brief/)).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(finder.dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await finder.dialog.getByLabel(/^Project brief/).fill('A HandCash wallet for a shop');
    await finder.dialog.getByRole('button', { name: 'Send brief' }).click();
    await expect(finder.dialog.getByRole('status')).toContainText('Alice Chen');
  });

  test('the token page shows the pricing tiers and the platform fees', async ({ page }) => {
    const token = new HubTokenPage(page);
    await token.open();
    await expect(token.section('Pricing').getByRole('heading', { level: 3 })).toHaveText(['Free', 'Pro', 'Enterprise']);
    await expect(token.section('Pricing')).toContainText('$0/month');
    await expect(token.section('Pricing')).toContainText('$29/month');
    await expect(token.section('Pricing')).toContainText('$299/month');
    const fees = token.section('Platform fees');
    await expect(fees.getByRole('rowheader')).toHaveText(['Code sales', 'App marketplace', 'Premium tools']);
    await expect(fees.getByRole('cell', { name: /%$/ })).toHaveText(['2.5%', '1.5%', '3%']);
    await expect(token.section('Token statistics')).toContainText('1,000,000,000 BCODE');
    await expect(token.docsLink).toHaveAttribute('href', ROUTE_PATHS.developerDocs);
    await expect(token.githubLink).toHaveAttribute('href', /^https:\/\/github\.com\//);
  });

  test('the sidebar shows the platform stats of the embedded default', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open(ROUTE_PATHS.contributors);
    await shell.hubToggle.click();
    const stats = shell.hubSidebar.getByRole('region', { name: 'Platform stats' });
    await expect(stats.getByRole('definition')).toHaveText(['1,000,000,000', '12,456,789', '42', '15', '2.5 BSV']);
    await expect(page.getByLabel('Contributor stats').getByRole('definition')).toHaveText(['42', '1,247', '15.7 BSV', '28']);
  });

  for (const [path, title] of [
    [ROUTE_PATHS.token, PAGE_TITLES.token],
    [ROUTE_PATHS.createOffer, PAGE_TITLES.createOffer],
    [ROUTE_PATHS.commission, PAGE_TITLES.commission],
    [ROUTE_PATHS.findDevelopers, PAGE_TITLES.findDevelopers],
  ] as const) {
    test(`${path} fits a 375 px phone without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      const shell = new ShellPage(page);
      await shell.open(path);
      await expect(shell.heading).toHaveText(title);
      const overflow = await page.getByRole('main').evaluate((main) => main.scrollWidth - main.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
