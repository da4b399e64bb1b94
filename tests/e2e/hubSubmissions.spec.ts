import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ROUTE_PATHS } from '../../src/domain/app/routePaths';
import { SERVICE_OFFER_SUCCESS_MESSAGE } from '../../src/ui/pages/createOffer/serviceOffer.texts';
import { COMMISSION_SUCCESS_MESSAGE } from '../../src/ui/pages/commission/commission.texts';
import { HubOfferPage } from './pages/HubOfferPage';
import { HubPostingsPage } from './pages/HubPostingsPage';
import { SignInPage } from './pages/SignInPage';
import { expect, test } from './support/test';

// Carol and Bob: the hub spec posts offers as Alice on the same server, so Carol's inbox holds only this spec's brief.
const A = 'sandbox_carol';
const B = 'sandbox_bob';
const RUN = Date.now().toString(36);
const OFFER_TITLE = `Audits <b>${RUN}</b>`;
const COMMISSION_TITLE = `Shop wallet ${RUN}`;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** A browser context of its own (another person), its console errors and uncaught exceptions collected. */
async function person(browser: Browser, problems: string[]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  context.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  context.on('weberror', (error) => problems.push(error.error().message));
  return { context, page: await context.newPage() };
}

test('submissions reach someone: an offer, a brief to its poster, and a commission every visitor sees', async ({ browser }) => {
  const problems: string[] = [];
  const a = await person(browser, problems);
  const b = await person(browser, problems);
  const c = await person(browser, problems);

  // A posts a service offer (its title written as markup, to be shown as text).
  const offerForm = new HubOfferPage(a.page);
  await offerForm.open();
  await new SignInPage(a.page).signInAs(A);
  await offerForm.fillValidOffer();
  await offerForm.field(/^Service title/).fill(OFFER_TITLE);
  await offerForm.submit.click();
  await expect(offerForm.status).toHaveText(SERVICE_OFFER_SUCCESS_MESSAGE);

  // B sees it on Find Developers, marked as an offer with A's handle, and sends A a brief.
  const hubB = new HubPostingsPage(b.page);
  await hubB.open(ROUTE_PATHS.findDevelopers);
  await new SignInPage(b.page).signInAs(B);
  const card = hubB.offerCard(OFFER_TITLE);
  await expect(card).toContainText('Offer');
  await expect(card).toContainText(`Posted by $${A}`);
  await expect(card.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
  await card.getByRole('button', { name: `Contact $${A}` }).click();
  await hubB.dialog.getByLabel(/^Project brief/).fill('Please audit my <script>token</script> contract.');
  await hubB.dialog.getByRole('button', { name: 'Send brief' }).click();
  await expect(hubB.dialog.getByRole('status')).toHaveText(`Your brief was sent to $${A}.`);

  // A sees the count in the menu bar and the brief in the inbox.
  const hubA = new HubPostingsPage(a.page);
  await hubA.open(ROUTE_PATHS.findDevelopers);
  // Contract notices of A's from other specs on the shared server may be counted beside the one brief.
  await expect(hubA.inboxLink).toHaveAccessibleName(/^Inbox, 1 brief(, \d+ unread notices?)?$/);
  await hubA.inboxLink.click();
  await expect(hubA.briefs.getByRole('article')).toHaveCount(1);
  await expect(hubA.briefs.getByRole('article')).toContainText(`From $${B} about “${OFFER_TITLE}”`);
  await expect(hubA.briefs.getByRole('article')).toContainText('Please audit my <script>token</script> contract.');

  // A posts a commission; a signed-out visitor sees it among the open ones; A closes it.
  await hubA.openCommissions();
  await hubA.fillCommission(COMMISSION_TITLE);
  await hubA.commissionForm.getByRole('button', { name: 'Submit Commission' }).click();
  await expect(hubA.commissionForm.getByRole('status')).toHaveText(COMMISSION_SUCCESS_MESSAGE);
  await expect(hubA.commissionCard(COMMISSION_TITLE)).toContainText(`Posted by $${A}`);
  const hubC = new HubPostingsPage(c.page);
  await hubC.openCommissions();
  await expect(hubC.commissionCard(COMMISSION_TITLE)).toContainText('Take BSV payments at a shop counter.');
  await expect(hubC.commissionCard(COMMISSION_TITLE).getByRole('button')).toHaveCount(0);
  await expect(new SignInPage(c.page).signInButton).toBeVisible();
  await hubA.commissionCard(COMMISSION_TITLE).getByRole('button', { name: `Close commission ${COMMISSION_TITLE}` }).click();
  await expect(hubA.commissionCard(COMMISSION_TITLE)).toHaveCount(0);
  await c.page.reload();
  await expect(hubC.commissions.or(c.page.getByText('No open commissions yet.')).first()).toBeVisible();
  await expect(hubC.commissionCard(COMMISSION_TITLE)).toHaveCount(0);

  // A withdraws the offer; B no longer sees it.
  await hubA.open(ROUTE_PATHS.findDevelopers);
  await hubA.offerCard(OFFER_TITLE).getByRole('button', { name: `Withdraw offer ${OFFER_TITLE}` }).click();
  await expect(hubA.offerCard(OFFER_TITLE)).toHaveCount(0);
  await b.page.reload();
  await expect(hubB.offers.or(b.page.getByText('No service offers yet.', { exact: false })).first()).toBeVisible();
  await expect(hubB.offerCard(OFFER_TITLE)).toHaveCount(0);

  for (const { context } of [a, b, c]) await context.close();
  expect(problems).toEqual([]);
});
