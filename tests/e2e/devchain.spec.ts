import { ChainPanel } from './pages/ChainPanel';
import { DeveloperDocsPage } from './pages/DeveloperDocsPage';
import { EditorPage } from './pages/EditorPage';
import { TransactionsPanel } from './pages/TransactionsPanel';
import { expect, test } from './support/test';

const TXID = /[0-9a-f]{64}/;

// Both tests mine on the embedded server's one devchain: run in parallel, one's block would take the other's
// transactions and height. In one worker, in order.
test.describe.configure({ mode: 'default' });

test.describe('the devchain in the editor', () => {
  test('the fund → pay → mine → verify snippet runs as it is; the Chain panel funds, mines and opens a transaction in the inspector', async ({ page }) => {
    test.slow(); // Monaco's suggestions come from its workers; the run loads the SDK in the sandbox
    const editor = new EditorPage(page);
    await editor.open();
    await editor.createFile('pay.js');
    await editor.typeAtEnd('devchain-payment');
    // Ask again while the list says "Loading...": on a loaded machine the language worker may still be starting.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await page.keyboard.press('Control+Space');
      await expect(editor.suggestions.getByRole('option', { name: /devchain-payment/ })).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    // Monaco shows only the lines in view: the snippet's middle, with its placeholders' defaults.
    await expect(editor.editorText).toContainText('const funded = await devchain.fund(key.toAddress(), 100000);');
    await editor.action('Run').click();
    await expect(editor.terminalOutput).toContainText('verified: true', { timeout: 30_000 });
    await expect(editor.terminalOutput).toContainText(/refused: Double spend: input 0 spends [0-9a-f]{64}:\d+, already spent by [0-9a-f]{64}/);
    // One line a <pre>: joined with newlines, so no pattern runs into the next line.
    const output = (await editor.terminalOutput.locator('pre').allTextContents()).join('\n');
    const payment = new RegExp(`broadcast: SEEN_ON_NETWORK (${TXID.source})`).exec(output)?.[1] ?? '';
    const height = Number(/mined block (\d+) [0-9a-f]{64}/.exec(output)?.[1]);
    const payee = /payee: ([1mn][1-9A-HJ-NP-Za-km-z]{25,34})$/m.exec(output)?.[1] ?? '';
    expect({ payment: TXID.test(payment), height: height > 0, payee: payee !== '', funded: /funded: [0-9a-f]{64}/.test(output), path: /merkle path: [0-9a-f]+/.test(output) }).toEqual({
      payment: true,
      height: true,
      payee: true,
      funded: true,
      path: true,
    });

    const chain = new ChainPanel(page);
    await chain.open();
    await expect(chain.block(height)).toHaveAccessibleName(`Block #${height} · 3 transactions`);
    await chain.address.fill(payee);
    await chain.action('Show').click();
    await expect(chain.balance).toHaveText('Balance: 40,000 sat confirmed, 0 sat in the mempool');
    await chain.amount.fill('5000');
    await chain.action('Fund').click();
    await expect(chain.status).toContainText('Funded 5,000 sat');
    await expect(chain.balance).toHaveText('Balance: 40,000 sat confirmed, 5,000 sat in the mempool');
    await expect(chain.region.getByRole('heading', { name: 'Mempool (1)' })).toBeVisible();
    await chain.action('Mine a block').click();
    await expect(chain.status).toHaveText(`Mined block #${height + 1}.`);
    await expect(chain.region.getByText(`Height ${height + 1}`)).toBeVisible();
    await expect(chain.balance).toHaveText('Balance: 45,000 sat confirmed, 0 sat in the mempool');
    await expect(chain.block(height + 1)).toHaveAccessibleName(`Block #${height + 1} · 2 transactions`);

    await chain.block(height).click();
    await chain.transaction(payment).click();
    const inspector = new TransactionsPanel(page);
    await expect(inspector.summary('Txid')).toHaveText(payment);
    await expect(inspector.summary('Fee')).toHaveText(/^\d+ sat \([\d.]+ sat\/byte\)$/);
    await inspector.debug(0);
    await expect(inspector.verdict).toContainText('Valid');
  });

  test('the devchain guide’s payment runs as it is: broadcast, mined, the payee paid', async ({ page }) => {
    test.slow();
    const docs = new DeveloperDocsPage(page);
    const editor = new EditorPage(page);
    await page.goto('/developers/pay-on-the-devchain');
    await docs.example(2).click();
    await expect(editor.selectedTab()).toHaveAccessibleName('pay-on-the-devchain-2.js');
    await expect(editor.terminalOutput).toContainText(/payee balance: .*confirmed\W+40000/, { timeout: 30_000 });
    await expect(editor.terminalOutput).toContainText(/broadcast: SEEN_ON_NETWORK [0-9a-f]{64}/);
  });
});
