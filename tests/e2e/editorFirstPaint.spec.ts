import { EditorPage } from './pages/EditorPage';
import { expect, test } from './support/test';

const PREVIEW = 'Welcome: code, read-only while the editor loads';

test.describe('the editor paints its file at once on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });

  test('shows the active file as text, then Monaco takes its place at the first touch', async ({ page }) => {
    const editor = new EditorPage(page);
    await page.goto('/');
    const preview = page.getByLabel(PREVIEW);
    await expect(preview).toContainText('// Welcome to Bitcoin Code');
    // Nothing has touched the page yet: the text stays, and Monaco has not been started.
    await page.waitForTimeout(1_000);
    await expect(editor.monaco).toHaveCount(0);

    await preview.tap();
    await expect(editor.editorText).toContainText('Welcome to Bitcoin Code');
    await expect(preview).toHaveCount(0);
  });
});
