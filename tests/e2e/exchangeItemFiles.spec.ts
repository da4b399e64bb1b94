import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_PORT } from '../../playwright.config';
import { startServer, type ServerProcess } from '../support/serverProcess';
import { EditorPage } from './pages/EditorPage';
import { ExchangePage } from './pages/ExchangePage';
import { SignInPage } from './pages/SignInPage';
import { expect, test } from './support/test';

/**
 * The files of an item minted here (issue 30, Build 6), on the embedded default with the sandbox wallet: the mint
 * keeps them, View Source shows them as text and Download gives them; a visitor opens them read-only in the editor and
 * runs them before buying (issue 38, Build 7). Its own server and database (its listing would
 * change every other spec's market): `E2E_PORT + 3130`, clear of the suite's + 50, + 1000, + 2000, + 3000, + 3030,
 * + 3060, + 3100 and + 3110.
 */
const PORT = E2E_PORT + 3130;
const NAME = 'Source Parser';
const SOURCE = 'export const parse = (text: string) => text.split("<b>");\nconsole.log("parts:", parse("a<b>b").length);\n';

let server: ServerProcess;
let dataDir: string;
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ baseURL: `http://localhost:${PORT}`, acceptDownloads: true });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'workbench-e2e-files-'));
  server = await startServer(PORT, { DATA_DIR: dataDir });
});
test.afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a minted item’s file: View Source shows its text on the market, Download gives the file itself', async ({ page }) => {
  const exchange = new ExchangePage(page);
  await exchange.open();
  await new SignInPage(page).signInAs('sandbox_alice');
  await exchange.open();
  await exchange.openTab('Mint NFT');
  await exchange.mintField('Project name').fill(NAME);
  await exchange.mintField('Description').fill('Parses code, with its source.');
  await exchange.mintField('Initial token supply').fill('100');
  await exchange.mintField('Token price (BSV)').fill('0.0001');
  await exchange.mintField('Code files').setInputFiles([{ name: 'parser.ts', mimeType: 'text/plain', buffer: Buffer.from(SOURCE) }]);
  await exchange.submitMint();
  await exchange.mintPanel.getByRole('button', { name: 'Confirm mint' }).click();
  await expect(exchange.mintPanel.getByText(/^Minted: item /)).toBeVisible();

  await exchange.openTab('My Portfolio');
  await exchange.portfolioPanel.getByRole('button', { name: 'List tokens' }).click();
  const listForm = exchange.portfolioPanel.getByRole('form', { name: `List tokens of ${NAME}` });
  await listForm.getByLabel('Price per token (BSV)').fill('0.0001');
  await listForm.getByRole('button', { name: 'List on the market' }).click();
  await expect(listForm.getByText('Listed 100 tokens at 0.0001 BSV each.')).toBeVisible();

  await exchange.openTab('Marketplace');
  await exchange.searchFor(NAME);
  await exchange.openDetails(NAME);
  await exchange.dialog.getByRole('button', { name: 'View Source' }).click();
  const source = exchange.dialog.getByRole('region', { name: `Source of ${NAME}` });
  await expect(source.getByRole('button', { name: 'parser.ts' })).toHaveAttribute('aria-pressed', 'true');
  await expect(source.locator('pre')).toHaveText(SOURCE, { useInnerText: false });
  await expect(source.locator('pre b')).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await exchange.dialog.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('parser.ts');
  expect(readFileSync(await download.path(), 'utf8')).toBe(SOURCE);
  await expect(exchange.dialog.getByRole('status').last()).toHaveText('Downloaded parser.ts.');
});

test('run before you buy: a visitor opens the item’s source in the editor, read-only, and Run runs it in the sandbox', async ({ page }) => {
  const exchange = new ExchangePage(page);
  await exchange.open();
  await exchange.searchFor(NAME);
  await exchange.openDetails(NAME);
  await exchange.dialog.getByRole('button', { name: 'View Source' }).click();
  const source = exchange.dialog.getByRole('region', { name: `Source of ${NAME}` });
  await source.getByRole('link', { name: `Open the source of ${NAME} in the editor` }).click();

  const editor = new EditorPage(page);
  await editor.reachForTheEditor();
  await expect(page).toHaveURL(/\/$/);
  await expect(editor.toolbar.getByRole('status')).toHaveText(/^Opened 1 file of the market's item, read-only, in market-items\/[0-9a-f-]{36}\/\. Run runs the open file in the sandbox\.$/);
  await expect(editor.selectedTab()).toHaveAccessibleName('parser.ts');
  await expect(editor.editorText).toContainText('parse("a<b>b")');
  // Typing changes nothing: the file is the market's.
  await editor.typeAtEnd('// mine');
  await expect(editor.editorText).not.toContainText('// mine');
  await expect(editor.selectedTab()).toHaveAccessibleName('parser.ts');

  await editor.action('Run').click();
  await expect(editor.terminalOutput).toContainText('parts: 2', { timeout: 30_000 });
});
