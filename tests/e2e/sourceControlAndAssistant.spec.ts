import { EditorPage } from './pages/EditorPage';
import { expect, test } from './support/test';

/** The fake model beside the end-to-end server (playwright.config.ts: the app's port + 50). */
const FAKE_MODEL_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4199) + 50}`;

test.describe('Source Control', () => {
  test('an edit appears as a change with its diff, a commit clears it, and a reload keeps the commit', async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open();
    await expect(editor.statusBar).toContainText('main');
    const panel = page.getByRole('region', { name: 'Source Control' });
    await editor.activityBar.getByRole('button', { name: 'Source Control' }).click();
    // A new repository lists every file as added: commit them first.
    await expect(panel.getByRole('button', { name: 'Added: README.md' })).toBeVisible({ timeout: 15_000 });
    await panel.getByRole('textbox', { name: 'Commit message' }).fill('Initial commit');
    await panel.getByRole('button', { name: 'Commit' }).click();
    await expect(panel.getByText('No changes')).toBeVisible();
    await editor.activityBar.getByRole('button', { name: 'Explorer' }).click();
    await editor.openFile('README.md');
    await editor.monaco.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('Committed line');
    await page.keyboard.press('Control+s');
    await editor.activityBar.getByRole('button', { name: 'Source Control' }).click();
    await panel.getByRole('button', { name: 'Modified: README.md' }).click();
    const diff = panel.getByRole('region', { name: 'Changes in README.md' });
    await expect(diff.locator('.monaco-diff-editor')).toBeVisible();
    await expect(diff.locator('.line-insert, .char-insert').first()).toBeVisible();
    await expect(diff).toContainText('Committed line');
    await panel.getByRole('textbox', { name: 'Commit message' }).fill('Add a line to the README');
    await panel.getByRole('button', { name: 'Commit' }).click();
    await expect(panel.getByText('No changes')).toBeVisible();
    await page.reload();
    await editor.reachForTheEditor();
    await editor.activityBar.getByRole('button', { name: 'Source Control' }).click();
    const log = panel.getByRole('region', { name: 'Commits' }).getByRole('listitem');
    await expect(log).toHaveCount(2);
    await expect(log.first()).toContainText('Add a line to the README');
    await expect(panel.getByText('No changes')).toBeVisible();
  });
});

test.describe('the assistant on your code', () => {
  test('a question sends the open file; a reply’s code block goes in at the cursor and one undo takes it away', async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open();
    await editor.openFile('wallet.js');
    await expect(editor.editorText).toContainText('createWallet');
    await expect(editor.assistant.getByRole('checkbox', { name: 'Send src/wallet.js' })).toBeChecked();
    const question = `What does this file do? ${Date.now()}`;
    await editor.chatInput.fill(question);
    await editor.chatInput.press('Enter');
    await expect(editor.chatMessages.last().locator('code')).toHaveText("console.log('streamed');");
    const requests = (await (await page.request.get(`${FAKE_MODEL_URL}/_control/requests`)).json()) as { messages: { content: string }[] }[];
    const asked = requests.map((request) => request.messages.at(-1)?.content ?? '').find((content) => content.startsWith(question));
    expect(asked).toContain('The open file `src/wallet.js`');
    expect(asked).toContain('createWallet');
    await editor.chatMessages.last().getByRole('button', { name: 'Insert into editor' }).click();
    await expect(editor.editorText).toContainText("console.log('streamed');");
    await page.keyboard.press('Control+z');
    await expect(editor.editorText).not.toContainText("console.log('streamed');");
    await expect(editor.editorText).toContainText('createWallet');
  });
});
