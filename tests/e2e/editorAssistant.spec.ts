import { EditorPage } from './pages/EditorPage';
import { expect, test } from './support/test';

test.describe('the AI assistant with a configured model', () => {
  test('streams the fake model’s reply, keeps the history across a reload, and clears it', async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open();
    await editor.chatInput.fill('How do I log a message?');
    await editor.chatInput.press('Enter');
    await expect(editor.thinking).toHaveText('AI is thinking...');
    await expect(editor.chatMessages.last()).toContainText('Here is a streamed');
    await expect(editor.chatMessages.last().locator('code')).toHaveText("console.log('streamed');");
    await expect(editor.chatMessages).toHaveCount(3);
    await page.reload();
    await editor.reachForTheEditor();
    await expect(editor.chatMessages).toHaveCount(3);
    await expect(editor.chatMessages.nth(1)).toContainText('How do I log a message?');
    await editor.chatMessages.last().getByRole('button', { name: 'Insert into editor' }).click();
    await expect(editor.editorText).toContainText("console.log('streamed');");
    await editor.assistant.getByRole('button', { name: 'Clear' }).click();
    await expect(editor.chatMessages).toHaveCount(1);
  });

  test('a refused request shows the reason as an assistant message and Send comes back', async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open();
    await editor.chatInput.fill('please answer with status 429');
    await editor.chatInput.press('Enter');
    await expect(editor.chatMessages.last()).toContainText('too many requests');
    await editor.chatInput.fill('again');
    await expect(editor.assistant.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});

test.describe('the editor on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('shows one area at a time, switched from the activity bar, with no sideways scrolling', async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open();
    // The editor's part of the page: the shell's menu bar around it is not the editor's to lay out.
    const scrollsSideways = () =>
      page.evaluate(() => {
        const editorPage = document.querySelector('.editor-page');
        return editorPage === null || editorPage.getBoundingClientRect().right > window.innerWidth || editorPage.scrollWidth > editorPage.clientWidth;
      });
    expect(await scrollsSideways()).toBe(false);
    await expect(editor.files).toBeHidden();
    await editor.activityBar.getByRole('button', { name: 'Explorer' }).click();
    await expect(editor.files).toBeVisible();
    await expect(editor.monaco).toBeHidden();
    await editor.openFile('wallet.js');
    await editor.activityBar.getByRole('button', { name: 'Show code' }).click();
    await expect(editor.editorText).toContainText('createWallet');
    await editor.activityBar.getByRole('button', { name: 'Show terminal' }).click();
    await expect(editor.terminalInput).toBeVisible();
    await editor.activityBar.getByRole('button', { name: 'AI Assistant' }).click();
    await expect(editor.chatInput).toBeVisible();
    await expect(editor.terminalInput).toBeHidden();
    expect(await scrollsSideways()).toBe(false);
  });
});

test.describe('two tabs on one workspace', () => {
  test('a save in one tab is shown in the other, which says so', async ({ context }) => {
    test.slow(); // two pages load Monaco
    const first = new EditorPage(await context.newPage());
    const second = new EditorPage(await context.newPage());
    await first.open();
    await second.open();
    await first.createFile('shared.ts');
    await first.typeAtEnd('export const shared = 1;');
    await first.action('Save').click();
    await expect(second.page.getByRole('alert').filter({ hasText: 'Another tab saved this workspace' })).toBeVisible();
    await expect(second.file('shared.ts')).toBeVisible();
  });
});
