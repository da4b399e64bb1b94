import { EditorPage } from './pages/EditorPage';
import { expect, test } from './support/test';

test.describe('running code from the editor', () => {
  test('Run of the sample signs a transaction offline with @bsv/sdk: an address and a txid, others for another seed', async ({ page }) => {
    test.slow();
    // Offline: any request off this machine fails (and is counted); the SDK comes from the app's own chunks.
    const external: string[] = [];
    await page.context().route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => {
      external.push(route.request().url());
      return route.abort();
    });
    const editor = new EditorPage(page);
    await editor.open();
    await expect(editor.terminalOutput).not.toContainText('npm');
    await editor.openFile('index.js');
    await editor.action('Run').click();
    await expect(editor.terminalOutput).toContainText(/Address: [mn][1-9A-HJ-NP-Za-km-z]{25,34}/, { timeout: 20_000 });
    await expect(editor.terminalOutput).toContainText('Verified by the script interpreter: true');
    await expect(editor.terminalOutput).toContainText(/txid: [0-9a-f]{64}/);
    await expect(editor.terminalOutput).toContainText(/Size: \d+ bytes/);
    await expect(editor.terminalOutput).toContainText(/Fee: \d+ satoshis/);
    await expect(editor.terminalOutput).toContainText('Finished.');
    const first = await editor.terminalOutput.textContent();
    await editor.command('clear');
    await editor.createFile('seed.js');
    await editor.replaceText("import { createWallet } from './src/wallet.js';\nconsole.log('Other:', createWallet({ seed: 'another seed', network: 'testnet' }).address);\n");
    await editor.action('Run').click();
    await expect(editor.terminalOutput).toContainText(/Other: [mn]\w{25,34}/);
    const other = /Other: (\w+)/.exec((await editor.terminalOutput.textContent()) ?? '')?.[1];
    expect({ otherAddress: other !== undefined && !(first ?? '').includes(other), external }).toEqual({ otherAddress: true, external: [] });
  });

  test('a bare import of another package is named in the terminal', async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open();
    await editor.createFile('lodash.js');
    await editor.replaceText("import _ from 'lodash';\nconsole.log(_);\n");
    await editor.action('Run').click();
    await expect(editor.terminalOutput).toContainText("Cannot import 'lodash' in lodash.js");
  });

  test('Run prints console.log into the terminal; Stop ends an endless loop', async ({ page }) => {
    test.slow();
    const editor = new EditorPage(page);
    await editor.open();
    await editor.createFile('hello.ts');
    await editor.replaceText("const who: string = 'BSV';\nconsole.log(`hello ${who}`, { amount: 1 });\nsetTimeout(() => console.warn('careful'), 50);\n");
    await editor.action('Run').click();
    // Types are stripped in the run's worker: no wait for the editor's TypeScript service.
    await expect(editor.terminalOutput).toContainText('hello BSV { amount: 1 }', { timeout: 15_000 });
    // The run ends once no timer of it is left, as in Node: the timeout's line comes before Finished.
    await expect(editor.terminalOutput).toContainText(/careful[\s\S]*Finished\./);
    await editor.replaceText("console.log('looping');\nwhile (true) {}\n");
    await editor.action('Run').click();
    await expect(editor.terminalOutput).toContainText('looping');
    await expect(editor.action('Stop')).toBeVisible();
    await editor.action('Stop').click();
    await expect(editor.terminalOutput).toContainText('Stopped.');
    await expect(editor.action('Run')).toBeEnabled();
  });

  test('the time limit ends an endless loop', async ({ page }) => {
    test.slow();
    const editor = new EditorPage(page);
    await editor.open();
    await editor.createFile('forever.js');
    await editor.replaceText('while (true) {}\n');
    await editor.action('Run').click();
    await expect(editor.action('Stop')).toBeVisible();
    await expect(editor.terminalOutput).toContainText('(the time limit)', { timeout: 25_000 });
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

  test('the terminal evaluates expressions and knows run, ls, help and clear; Debug opens the Transactions panel', async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open();
    await editor.command('1 + 1');
    await expect(editor.terminalOutput).toContainText('$ 1 + 1');
    await expect(editor.terminalOutput.locator('pre').last()).toHaveText('2');
    await editor.command('ls');
    await expect(editor.terminalOutput).toContainText('src/wallet.js');
    await editor.command('run src/app.js');
    await expect(editor.terminalOutput).toContainText('Running src/app.js');
    // The run ends on its own line; a clear typed before that would keep the line that comes after it. The run loads
    // the BSV SDK's chunk first, as index.js's run above does (hence its time).
    await expect(editor.terminalOutput).toContainText('✔ Finished.', { timeout: 20_000 });
    await editor.command('help');
    await expect(editor.terminalOutput).toContainText('run [file]');
    await editor.command('clear');
    await expect(editor.terminalOutput.locator('pre')).toHaveCount(0);
    await editor.action('Debug').click();
    await expect(page.getByRole('heading', { level: 2, name: 'Transactions' })).toBeVisible();
  });
});
