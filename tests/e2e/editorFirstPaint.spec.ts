import type { Page } from '@playwright/test';
import { EditorPage } from './pages/EditorPage';
import { expect, test } from './support/test';

const PREVIEW = 'Welcome: code, read-only while the editor loads';

/** Opens `/` and checks the file is there as text, with no Monaco, while nothing has touched the page. */
async function openUntouched(page: Page) {
  const editor = new EditorPage(page);
  await page.goto('/');
  const preview = page.getByLabel(PREVIEW);
  await expect(preview).toContainText('// Welcome to Bitcoin Code');
  await page.waitForTimeout(1_000);
  await expect(editor.monaco).toHaveCount(0);
  return { editor, preview };
}

test.describe('the editor paints its file at once', () => {
  test('shows the active file as text; Monaco takes its place at the first interaction, with the cursor where the person clicked', async ({ page }) => {
    const { editor, preview } = await openUntouched(page);
    // The middle of the third character of the file's third line, wherever the text wraps.
    const point = await preview.evaluate((pre) => {
      const text = pre.firstChild as Text;
      const lineStart = text.data.split('\n').slice(0, 2).join('\n').length + 1;
      const range = document.createRange();
      range.setStart(text, lineStart + 2);
      range.setEnd(text, lineStart + 3);
      const rect = range.getBoundingClientRect();
      return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
    });
    await page.mouse.click(point.x, point.y);
    await expect(editor.editorText).toContainText('Welcome to Bitcoin Code');
    await expect(preview).toHaveCount(0);
    await expect(editor.statusBar).toContainText(/Ln 3, Col [34](?!\d)/);
  });

  test.describe('on a touch screen', () => {
    test.use({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });

    test('the text is there before any touch, and Monaco takes its place at the first one', async ({ page }) => {
      const { editor, preview } = await openUntouched(page);
      await preview.tap();
      await expect(editor.editorText).toContainText('Welcome to Bitcoin Code');
      await expect(preview).toHaveCount(0);
    });

    test('a tap puts the cursor, typing writes (as the on-screen keyboard does), a swipe scrolls', async ({ page }) => {
      const { editor, preview } = await openUntouched(page);
      await preview.tap();
      await expect(editor.editorText).toContainText('Welcome to Bitcoin Code');
      await editor.editorText.tap({ position: { x: 4, y: 4 } });
      await expect(editor.statusBar).toContainText(/Ln 1, Col \d+/);
      // An on-screen keyboard sends text input, not key presses.
      await page.keyboard.insertText(Array.from({ length: 120 }, (_, line) => `const line${line} = ${line};\n`).join(''));
      await expect(editor.tab(/unsaved changes/)).toBeVisible();
      await expect(editor.statusBar).toContainText('Ln 121,');

      // A swipe down (the finger moving down) scrolls back towards the top of the file.
      const scrolledBy = () => page.locator('.monaco-editor .lines-content').first().evaluate((lines) => -parseFloat(getComputedStyle(lines).top));
      const before = await scrolledBy();
      const box = await editor.monaco.boundingBox();
      if (box === null) throw new Error('the editor has no box');
      const top = Math.max(box.y, 0) + 20;
      const browser = await page.context().newCDPSession(page);
      await browser.send('Input.synthesizeScrollGesture', { x: Math.round(box.x + box.width / 2), y: Math.round(top), yDistance: 150, gestureSourceType: 'touch', speed: 1_200 });
      await expect.poll(scrolledBy).toBeLessThan(before - 100);

      // A tap on a word puts the cursor in it.
      const word = editor.editorText.locator('span span', { hasText: /^const$/ }).first();
      await word.tap();
      await expect(editor.statusBar).not.toContainText('Ln 121,');
      await expect(editor.statusBar).toContainText(/Ln \d+, Col [1-6](?!\d)/);
    });
  });
});

