import { CONTRACT_TEXTS } from '../../src/ui/pages/contracts/contracts.texts';
import { STATUS_OFFLINE } from '../../src/ui/pages/home/editor/editor.texts';
import { ContractsPage } from './pages/ContractsPage';
import { EditorPage } from './pages/EditorPage';
import { expect, test } from './support/test';

// Every other spec blocks the app's service worker (playwright.config.ts); this one is about it.
test.use({ serviceWorkers: 'allow' });

/** What the browser logs for each request it could not send with the network off: expected here. */
const OFFLINE_REQUEST = /ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/;

test.describe('the app offline', () => {
  test('after one visit, with the network off, the editor opens, saves and runs; /contracts shows its last data, marked', async ({ page, context, guards }) => {
    test.slow();
    const contracts = new ContractsPage(page);
    const editor = new EditorPage(page);
    // The first visit installs the worker, which keeps the build's files and the server's `/`.
    await contracts.open();
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    // The next load is the worker's: the contracts' answer is kept as it passes.
    await contracts.open();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(contracts.status).not.toContainText(CONTRACT_TEXTS.offlineNotePrefix);
    const titles = await page.getByRole('article').getByRole('heading').allTextContents();

    await context.setOffline(true);
    await editor.open();
    await expect(editor.statusBar).toContainText(STATUS_OFFLINE);
    await editor.createFile('offline.js');
    await editor.replaceText("console.log('written offline', 6 * 7);\n");
    await expect(editor.tab('offline.js, unsaved changes')).toBeVisible();
    await page.keyboard.press('ControlOrMeta+S');
    await expect(editor.tab('offline.js')).toBeVisible();
    await editor.action('Run').click();
    await expect(editor.terminalOutput).toContainText('written offline 42', { timeout: 20_000 });

    await page.goto('/contracts');
    await expect(contracts.status).toContainText(CONTRACT_TEXTS.offlineNotePrefix);
    await expect(contracts.status).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\./);
    expect(await page.getByRole('article').getByRole('heading').allTextContents()).toEqual(titles);
    // Requests the pages make with no network fail, as they should; nothing else may.
    guards.problems.splice(0, guards.problems.length, ...guards.problems.filter((problem) => !OFFLINE_REQUEST.test(problem)));
  });
});
