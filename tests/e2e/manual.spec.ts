import { expect, test } from './support/test';

test('the manual: read a document, follow its table of contents, search, and open the changelog', async ({ page }) => {
  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'Docs' })).toBeVisible();
  const documents = page.getByRole('navigation', { name: 'Documents' });
  await documents.getByRole('link', { name: 'Operations' }).click();
  await expect(page).toHaveURL(/\/docs\/operations$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Operations' })).toBeVisible();
  const outline = page.getByRole('navigation', { name: 'On this page' });
  const first = outline.getByRole('link').first();
  const anchor = await first.getAttribute('href');
  await first.click();
  await expect(page.locator(anchor!)).toBeInViewport();

  await page.getByRole('searchbox', { name: 'Search the manual' }).fill('personal token');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/docs(\/[a-z]+)?\?q=personal\+token$/);
  const hits = page.locator('.manual-hits li');
  await expect(hits.first()).toBeVisible();
  await hits.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/docs\/[a-z]+#manual-/);

  await page.goto('/changelog');
  await expect(page.getByRole('heading', { level: 2, name: '[Unreleased]' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Added' })).toBeVisible();
});
