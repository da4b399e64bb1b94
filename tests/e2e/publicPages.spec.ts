import { PAGE_TITLES } from '../../src/ui/app/pageTitles.texts';
import { expect, test } from './support/test';

for (const [path, title] of [
  ['/enterprise', PAGE_TITLES.enterprise],
  ['/reviews', PAGE_TITLES.reviews],
  ['/contributors/tasks', PAGE_TITLES.contributorTasks],
  ['/settings/tokens', PAGE_TITLES.settingsTokens],
  ['/developers', PAGE_TITLES.developerDocs],
] as const) {
  test(`${path} shows its real content, never "planned"`, async ({ page, guards }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/planned/i);
    expect(guards.problems).toEqual([]);
  });
}
