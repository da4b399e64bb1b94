import { SAMPLE_SPEND, SAMPLE_SPEND_TXID } from '../../src/adapters/sample/sampleSpend';
import { EditorPage } from './pages/EditorPage';
import { TransactionsPanel } from './pages/TransactionsPanel';
import { expect, test } from './support/test';

const OTHER_KEY_LOCK = 'OP_DUP OP_HASH160 b46abf4d9e1746e33bcc39cea3de876c29c4adf3 OP_EQUALVERIFY OP_CHECKSIG';

test.describe('the transaction inspector', () => {
  test('decodes pasted hex to its txid and refuses bad hex; the SDK loads only once the panel decodes', async ({ page }) => {
    const sdkRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('bsvTransactionInspector')) sdkRequests.push(request.url());
    });
    const editor = new EditorPage(page);
    await editor.open();
    expect(sdkRequests).toEqual([]);
    const panel = new TransactionsPanel(page);
    await panel.open();
    await panel.inspect('0100 0000 xyz');
    await expect(panel.alert).toHaveText('This is not hex: “x” at character 9 is not a hex digit (0–9, a–f).');
    await panel.inspect(SAMPLE_SPEND.transactionHex);
    await expect(panel.summary('Txid')).toHaveText(SAMPLE_SPEND_TXID);
    await expect(panel.summary('Size')).toHaveText('192 bytes');
    expect(sdkRequests).toHaveLength(1);
    await panel.inspect(SAMPLE_SPEND.transactionHex.slice(0, 150));
    await expect(panel.alert).toHaveText('These 75 bytes are not a whole transaction: they end inside it.');
  });

  test('Debug shows the stack after each opcode of the sample spend and names the failing opcode of a broken one', async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open();
    const panel = new TransactionsPanel(page);
    await panel.open();
    await panel.region.getByRole('button', { name: 'Open sample' }).click();
    await expect(panel.summary('Fee')).toHaveText('1,000 sat (5.208 sat/byte)');
    await panel.debug(0);
    await expect(panel.verdict).toHaveText('Valid: the scripts ran to the end with a true value on top of the stack.');
    await expect(panel.steps).toHaveCount(7);
    await expect(panel.steps.nth(2).locator('.tx-step-operation')).toHaveText('OP_DUP');
    await expect(panel.steps.nth(6).locator('.tx-stack code')).toHaveText(['01']);
    await panel.spentScript(0).fill(OTHER_KEY_LOCK);
    await panel.debug(0);
    await expect(panel.verdict).toHaveText('Failed at OP_EQUALVERIFY (locking script, opcode 3): OP_EQUALVERIFY requires the top two stack items to be equal.');
    await expect(panel.steps).toHaveCount(5);
  });
});
