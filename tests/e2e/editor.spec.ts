import AxeBuilder from '@axe-core/playwright';
import { CHAT_THINKING_TEXT, WORKSPACE_STORAGE_KEY } from '../../src/domain/editor/editorConstants';
import { EditorPage } from './pages/EditorPage';
import { expect, test } from './support/test';

test.describe('the code editor', () => {
  test('shows Monaco, bundled with the app, with no request leaving localhost', async ({ page }) => {
    const editor = new EditorPage(page);
    const started = Date.now();
    await editor.open();
    await editor.typeAtEnd('const offline = true;');
    await expect(editor.editorText).toContainText('const offline = true;');
    test.info().annotations.push({ type: 'editable after', description: `${Date.now() - started} ms` });
    await expect(editor.statusBar).toContainText('JavaScript');
    await expect(editor.statusBar).toContainText(/Ln \d+, Col 22/);
  });

  test('opens a file from the explorer, keeps an edit and its dirty dot across a reload', async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open();
    await editor.openFile('wallet.js');
    await expect(editor.selectedTab()).toHaveText(/wallet\.js/);
    await expect(editor.editorText).toContainText('createWallet');
    await editor.typeAtEnd('// kept after reload');
    await expect(editor.tab('wallet.js, unsaved changes')).toBeVisible();
    await page.reload();
    await editor.editorText.waitFor();
    await expect(editor.selectedTab()).toHaveAccessibleName('wallet.js, unsaved changes');
    await editor.typeAtEnd('');
    await expect(editor.editorText).toContainText('// kept after reload');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), WORKSPACE_STORAGE_KEY)).toContain('// kept after reload');
  });

  test('activates the last remaining tab when the active tab closes', async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open();
    for (const file of ['index.js', 'wallet.js', 'app.js']) await editor.openFile(file);
    await editor.tab('wallet.js').click();
    await editor.closeTab('wallet.js');
    await expect(editor.tabList.getByRole('tab')).toHaveText(['Welcome', 'index.js', 'app.js']);
    await expect(editor.selectedTab()).toHaveAccessibleName('app.js');
    await expect(editor.editorText).toContainText('startApp');
  });

  test('toggles the terminal', async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open();
    await expect(editor.terminal).toContainText('npm run dev');
    await editor.terminalToggle.click();
    await expect(editor.terminal).toBeHidden();
    await editor.terminalToggle.click();
    await expect(editor.terminal.getByRole('textbox', { name: 'Terminal command' })).toBeVisible();
  });

  test('answers in the AI chat after the thinking delay', async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open();
    await editor.chatInput.fill('How do I create a wallet?');
    await editor.chatInput.press('Enter');
    await expect(editor.thinking).toHaveText(CHAT_THINKING_TEXT);
    await expect(editor.chatMessages).toHaveCount(2);
    await expect(editor.chatMessages).toHaveCount(3, { timeout: 5000 });
    await expect(editor.thinking).toBeHidden();
    await expect(editor.chatMessages.nth(2).locator('code')).not.toBeEmpty();
  });

  test('offers the Bitcoin snippets and hover help, formats on Ctrl+Shift+P and only logs on Ctrl+S', async ({ page }) => {
    const editor = new EditorPage(page);
    const logged: string[] = [];
    page.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`));
    await editor.open();
    await editor.typeAtEnd('\nsatoshi\nbitcoin');
    await expect(editor.suggestions).toContainText('bitcoin-wallet');
    await page.keyboard.press('Escape');
    await editor.word('satoshi').hover();
    await expect(editor.hover).toContainText('100,000,000 satoshis');
    await editor.typeAtEnd('\nconst   spaced=1');
    await page.keyboard.press('ControlOrMeta+Shift+P');
    await expect(editor.editorText).toContainText('const spaced = 1');
    await page.keyboard.press('ControlOrMeta+S');
    await expect.poll(() => logged.filter((line) => line.startsWith('info: Save is not available'))).toHaveLength(1);
  });

  test('has no accessibility violations once Monaco is shown', async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open();
    const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(audit.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
