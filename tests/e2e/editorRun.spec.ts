import { EditorPage } from './pages/EditorPage';
import { expect, test } from './support/test';

test.describe('running code from the editor', () => {
  test('Run prints console.log into the terminal; Stop ends an endless loop', async ({ page }) => {
    // The first TypeScript compile starts Monaco's TypeScript worker, which takes seconds on a loaded machine.
    test.slow();
    const editor = new EditorPage(page);
    await editor.open();
    await editor.createFile('hello.ts');
    await editor.replaceText("const who: string = 'BSV';\nconsole.log(`hello ${who}`);\nconsole.warn('careful');\n");
    await editor.action('Run').click();
    await expect(editor.terminalOutput).toContainText('hello BSV', { timeout: 45_000 });
    await expect(editor.terminalOutput).toContainText('careful');
    await expect(editor.terminalOutput).toContainText('Finished.');
    await editor.replaceText("console.log('looping');\nwhile (true) {}\n");
    await editor.action('Run').click();
    await expect(editor.terminalOutput).toContainText('looping');
    await expect(editor.action('Stop')).toBeVisible();
    await editor.action('Stop').click();
    await expect(editor.terminalOutput).toContainText('Stopped.');
    await expect(editor.action('Run')).toBeEnabled();
  });

  test('an uncaught error shows its message and line; the sandbox refuses the network', async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open();
    await editor.createFile('broken.js');
    await editor.replaceText("console.log('start');\n\nnotDefined();\n");
    await editor.action('Run').click();
    await expect(editor.terminalOutput).toContainText('ReferenceError: notDefined is not defined (line 3)');
    await editor.replaceText("await fetch('/api/config');\n");
    await editor.action('Run').click();
    await expect(editor.terminalOutput).toContainText('fetch is not available in the sandbox');
  });

  test('the terminal evaluates expressions and knows run, ls, help and clear; Build says it is not available', async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open();
    await editor.command('1 + 1');
    await expect(editor.terminalOutput).toContainText('$ 1 + 1');
    await expect(editor.terminalOutput.locator('pre').last()).toHaveText('2');
    await editor.command('ls');
    await expect(editor.terminalOutput).toContainText('src/wallet.js');
    await editor.command('run src/app.js');
    await expect(editor.terminalOutput).toContainText('Running src/app.js');
    await editor.command('help');
    await expect(editor.terminalOutput).toContainText('run [file]');
    await editor.command('clear');
    await expect(editor.terminalOutput.locator('pre')).toHaveCount(0);
    await editor.action('Build').click();
    await expect(editor.terminalOutput).toContainText('Build is not available yet.');
  });
});
