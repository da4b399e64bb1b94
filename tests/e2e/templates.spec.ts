import { EditorPage } from './pages/EditorPage';
import { HubTemplatesPage } from './pages/HubTemplatesPage';
import { expect, test } from './support/test';

test.describe('templates', () => {
  test('a template card opens the template’s files in the editor, kept beside the sample’s after a reload', async ({ page }) => {
    test.slow(); // two full loads of Monaco
    const templates = new HubTemplatesPage(page);
    const editor = new EditorPage(page);
    await templates.open();
    // A click anywhere on the card follows its link, which covers the card (so the title is clicked by position).
    await expect(templates.cardLink('Open in editor: HandCash Wallet Starter')).toHaveAttribute('href', '/?template=handcash-wallet');
    await page.getByRole('heading', { name: 'HandCash Wallet Starter' }).click({ force: true });
    await editor.editorText.waitFor();
    await expect(page).toHaveURL(/\/$/);
    await expect(editor.selectedTab()).toHaveAccessibleName('wallet.js');
    await expect(editor.editorText).toContainText('balanceOf(authToken)');
    await expect(editor.toolbar.getByRole('status')).toHaveText('Opened 2 template files in templates/handcash-wallet/.');
    await expect(editor.tabList.getByRole('tab')).toHaveText(['Welcome', 'wallet.js', 'README.md']);
    await page.reload();
    await editor.reachForTheEditor();
    await expect(editor.selectedTab()).toHaveAccessibleName('wallet.js');
    await expect(editor.editorText).toContainText('balanceOf(authToken)');
    // The sample's README.md is still there, beside the template's.
    await expect(editor.file('README.md')).toHaveCount(2);
    await expect(editor.tabList.getByRole('tab')).toHaveText(['Welcome', 'wallet.js', 'README.md']);
  });

  test('a template’s own page shows its files, also when opened directly', async ({ page }) => {
    await page.goto('/developers/templates/token-swap');
    await expect(page.getByRole('heading', { level: 1, name: 'Token Swap' })).toBeVisible();
    await expect(page.getByLabel('src/TokenSwap.ts')).toContainText('class TokenSwap extends SmartContract');
    await page.getByRole('link', { name: 'Back to templates' }).click();
    await expect(new HubTemplatesPage(page).cardLink('Open in editor: Token Swap')).toHaveAttribute('href', '/?template=token-swap');
  });
});
