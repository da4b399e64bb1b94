import AxeBuilder from '@axe-core/playwright';
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

  test('creates Monaco in the Bitcoin dark theme, never first in the light default', async ({ page }) => {
    // Every class an editor element has had, from its creation on: a restyle from the light theme ('vs') shows as an
    // older class value.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { editorClassesSeen: seen });
      new MutationObserver((records) => {
        for (const record of records) {
          const elements = record.type === 'childList' ? [...record.addedNodes].filter((node) => node instanceof Element) : [record.target as Element];
          for (const element of elements) {
            for (const editor of [element, ...element.querySelectorAll('.monaco-editor')]) {
              if (editor.classList.contains('monaco-editor')) seen.push(editor.className);
            }
          }
          if (record.type === 'attributes' && record.oldValue?.includes('monaco-editor')) seen.push(record.oldValue);
        }
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'], attributeOldValue: true });
    });
    const editor = new EditorPage(page);
    await editor.open();
    await expect(editor.editorText).toContainText('Welcome');
    const seen = await page.evaluate(() => (window as unknown as { editorClassesSeen: string[] }).editorClassesSeen);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((classes) => classes.split(/\s+/).includes('vs'))).toEqual([]);
    expect(seen.every((classes) => classes.split(/\s+/).includes('vs-dark'))).toBe(true);
  });

  test('opens a file from the explorer, keeps an edit and its dirty dot across a reload', async ({ page }) => {
    test.slow(); // two full loads of Monaco
    const editor = new EditorPage(page);
    await editor.open();
    await editor.openFile('wallet.js');
    await expect(editor.selectedTab()).toHaveText(/wallet\.js/);
    await expect(editor.editorText).toContainText('createWallet');
    await editor.typeAtEnd('// kept after reload');
    await expect(editor.tab('wallet.js, unsaved changes')).toBeVisible();
    await page.reload();
    await editor.reachForTheEditor();
    await expect(editor.selectedTab()).toHaveAccessibleName('wallet.js, unsaved changes');
    await editor.typeAtEnd('');
    await expect(editor.editorText).toContainText('// kept after reload');
  });

  test('creates a .ts file; Save clears its dot, undo back to the saved text too, and a reload keeps it', async ({ page }) => {
    test.slow(); // two full loads of Monaco
    const editor = new EditorPage(page);
    await editor.open();
    await editor.createFile('src/coins.ts');
    await expect(editor.selectedTab()).toHaveAccessibleName('coins.ts');
    await expect(editor.statusBar).toContainText('TypeScript');
    await editor.typeAtEnd('const coins: number = 21;');
    await expect(editor.tab('coins.ts, unsaved changes')).toBeVisible();
    await editor.action('Save').click();
    await expect(editor.tab('coins.ts')).toBeVisible();
    await editor.typeAtEnd(' ');
    await expect(editor.tab('coins.ts, unsaved changes')).toBeVisible();
    await page.keyboard.press('ControlOrMeta+Z');
    await expect(editor.tab('coins.ts')).toBeVisible();
    await editor.typeAtEnd('\n// second');
    await page.keyboard.press('ControlOrMeta+S');
    await expect(editor.tab('coins.ts')).toBeVisible();
    await page.reload();
    await editor.reachForTheEditor();
    await expect(editor.selectedTab()).toHaveAccessibleName('coins.ts');
    await expect(editor.editorText).toContainText('const coins: number = 21;');
    await expect(editor.file('coins.ts')).toBeVisible();
  });

  test('renames with F2 and deletes from the context menu, with Restore until the next delete', async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open();
    await editor.openFile('app.js');
    await editor.file('app.js').press('F2');
    await page.getByRole('textbox', { name: 'New name for app.js' }).fill('main.ts');
    await page.keyboard.press('Enter');
    await expect(editor.file('main.ts')).toBeVisible();
    await expect(editor.selectedTab()).toHaveAccessibleName('main.ts');
    await expect(editor.statusBar).toContainText('TypeScript');
    await editor.file('main.ts').click({ button: 'right' });
    await page.getByRole('menu', { name: 'Actions for main.ts' }).getByRole('menuitem', { name: 'Delete' }).click();
    await expect(editor.file('main.ts')).toHaveCount(0);
    await expect(editor.tab('main.ts')).toHaveCount(0);
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect(editor.file('main.ts')).toBeVisible();
    await editor.file('index.js').press('Delete');
    await expect(editor.file('index.js')).toHaveCount(0);
    await expect(page.getByText('Deleted src/index.js.')).toBeVisible();
  });

  test('finds a file by its content and opens it at the matching line', async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open();
    await editor.activityBar.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('searchbox', { name: 'Search files' }).fill('REDUCE(');
    const result = page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: /src\/wallet\.js:12/ });
    await expect(result).toContainText('utxos.reduce(');
    await result.click();
    await expect(editor.selectedTab()).toHaveAccessibleName('wallet.js');
    await expect(editor.statusBar).toContainText('Ln 12, Col');
  });

  test('activates the last remaining tab when the active tab closes, and reopens Welcome', async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open();
    for (const file of ['index.js', 'wallet.js', 'app.js']) await editor.openFile(file);
    await editor.tab('wallet.js').click();
    await editor.closeTab('wallet.js');
    await expect(editor.tabList.getByRole('tab')).toHaveText(['Welcome', 'index.js', 'app.js']);
    await expect(editor.selectedTab()).toHaveAccessibleName('app.js');
    await expect(editor.editorText).toContainText('fundingTransaction');
    await editor.closeTab('Welcome');
    await page.getByRole('button', { name: 'Open Welcome' }).click();
    await expect(editor.selectedTab()).toHaveAccessibleName('Welcome');
  });

  test('offers the Bitcoin snippets by full name, hover help, and formats on Ctrl+Shift+P', async ({ page }) => {
    test.slow(); // Monaco's suggestions come from its workers, slow to start on a loaded machine
    const editor = new EditorPage(page);
    await editor.open();
    await editor.typeAtEnd('\nsatoshi\nbitcoin');
    // Ask for suggestions explicitly, again while the list says "Loading...": on a loaded machine the language
    // worker may still be starting, and the automatic trigger can be missed.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await page.keyboard.press('Control+Space');
      await expect(editor.suggestions).toContainText('bitcoin-wallet', { timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await page.keyboard.press('Escape');
    await editor.word('satoshi').hover();
    await expect(editor.hover).toContainText('100,000,000 satoshis');
    await editor.typeAtEnd('\nbitcoin-transaction');
    await page.keyboard.press('Control+Space');
    await expect(editor.suggestions.getByRole('option', { name: /bitcoin-transaction/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(editor.editorText).toContainText("import { P2PKH, PrivateKey, SatoshisPerKilobyte, Transaction } from '@bsv/sdk';");
    await expect(editor.editorText).not.toContainText('bitcoin-import');
    expect(await editor.monaco.evaluate(() => document.querySelector('.view-lines')?.textContent?.includes('bitcoin-'))).toBe(false);
    await editor.typeAtEnd('\nconst   spaced=1');
    await page.keyboard.press('ControlOrMeta+Shift+P');
    await expect(editor.editorText).toContainText('const spaced = 1');
  });

  test('has no accessibility violations once Monaco is shown', async ({ page }) => {
    test.slow(); // axe walks Monaco's whole DOM
    const editor = new EditorPage(page);
    await editor.open();
    const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(audit.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
