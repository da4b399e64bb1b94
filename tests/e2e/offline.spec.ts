import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CONTRACT_TEXTS } from '../../src/ui/pages/contracts/contracts.texts';
import { STATUS_OFFLINE } from '../../src/ui/pages/home/editor/editor.texts';
import { UPDATE_HELD_TEXT, UPDATE_READY_TEXT, UPDATE_RELOAD_LABEL } from '../../src/ui/shell/appUpdate.texts';
import { OFFLINE_ANSWERS_PREFIX } from '../../src/ui/shell/offlineAnswers.texts';
import { ContractsPage } from './pages/ContractsPage';
import { EditorPage } from './pages/EditorPage';
import { expect, test } from './support/test';

// Every other spec blocks the app's service worker (playwright.config.ts); this one is about it. Its tests run one
// after the other in one worker: the update test changes the build's worker script on disk for a while.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'default' });

/** The build's service worker script, as the end-to-end server serves it (its .br and .gz copies first, when present). */
const WORKER_SCRIPT = resolve('dist/serviceWorker.js');

/**
 * A second version of the app on the server: the worker script with a line more, its compressed copies set aside so
 * the server sends this one. Returns the step that puts the first version back.
 */
function publishSecondVersion(): () => void {
  const original = readFileSync(WORKER_SCRIPT);
  const compressed = ['.br', '.gz'].map((suffix) => WORKER_SCRIPT + suffix).filter((path) => existsSync(path));
  for (const path of compressed) renameSync(path, `${path}.first`);
  writeFileSync(WORKER_SCRIPT, Buffer.concat([original, Buffer.from('\n// the second version, published by tests/e2e/offline.spec.ts\n')]));
  return () => {
    writeFileSync(WORKER_SCRIPT, original);
    for (const path of compressed) renameSync(`${path}.first`, path);
  };
}

/** What the browser logs for each request it could not send with the network off: expected here. */
const OFFLINE_REQUEST = /ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/;

/** Puts the first version back; set while the update test has the second one published. */
let restoreFirstVersion: (() => void) | null = null;

test.describe('the app offline', () => {
  // After the test, even one that timed out.
  test.afterEach(() => {
    restoreFirstVersion?.();
    restoreFirstVersion = null;
  });

  test('after one visit, with the network off, the editor opens, saves and runs; /contracts and /bounties show their last data, marked', async ({ page, context, guards }) => {
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
    // A hub page that reads its data through the app's common request: the worker keeps its answer too.
    await page.goto('/bounties');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const offlineNote = page.getByRole('status').filter({ hasText: OFFLINE_ANSWERS_PREFIX });
    await expect(offlineNote).toHaveCount(0);

    await context.setOffline(true);
    await editor.open();
    await expect(editor.statusBar).toContainText(STATUS_OFFLINE);
    await editor.createFile('offline.js');
    await editor.replaceText("console.log('written offline', 6 * 7);\n");
    await expect(editor.tab('offline.js, unsaved changes')).toBeVisible();
    await page.keyboard.press('ControlOrMeta+S');
    await expect(editor.tab(/^offline\.js$/)).toBeVisible();
    await editor.action('Run').click();
    await expect(editor.terminalOutput).toContainText('written offline 42', { timeout: 20_000 });

    await page.goto('/contracts');
    await expect(contracts.status).toContainText(CONTRACT_TEXTS.offlineNotePrefix);
    await expect(contracts.status).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\./);
    expect(await page.getByRole('article').getByRole('heading').allTextContents()).toEqual(titles);
    await page.goto('/bounties');
    await expect(offlineNote).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\./);
    // Requests the pages make with no network fail, as they should; nothing else may.
    guards.problems.splice(0, guards.problems.length, ...guards.problems.filter((problem) => !OFFLINE_REQUEST.test(problem)));
  });

  test('a second version announces itself, will not reload under unsaved work, and takes over once the work is saved', async ({ page }) => {
    test.slow();
    const editor = new EditorPage(page);
    // The first visit installs the first version; the next load is under it.
    await editor.open();
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await editor.open();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await editor.createFile('draft.js');
    await editor.replaceText("console.log('not saved yet');\n");
    await expect(editor.tab('draft.js, unsaved changes')).toBeVisible();
    // The page keeps a mark of its own: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));

    restoreFirstVersion = publishSecondVersion();
    // The browser looks for a new version on each visit and when asked; the test asks.
    await page.evaluate(async () => void (await (await navigator.serviceWorker.getRegistration())?.update()));
    const prompt = page.getByRole('status').filter({ hasText: UPDATE_READY_TEXT });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await prompt.getByRole('button', { name: UPDATE_RELOAD_LABEL }).click();
    await expect(prompt).toContainText(UPDATE_HELD_TEXT);
    expect(await page.evaluate(() => 'stillThisPage' in window)).toBe(true);
    await expect(editor.tab('draft.js, unsaved changes')).toBeVisible();

    await editor.action('Save').click();
    await expect(editor.tab(/^draft\.js$/)).toBeVisible();
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: UPDATE_RELOAD_LABEL }).click()]);
    await expect.poll(() => page.evaluate(() => 'stillThisPage' in window)).toBe(false);
    // The second version now runs the page, none waits, and the saved file is there.
    const versions = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const script = await (await fetch('/serviceWorker.js', { cache: 'no-store' })).text();
      return { waiting: registration?.waiting ?? null, controlled: navigator.serviceWorker.controller !== null, second: script.includes('the second version') };
    });
    expect(versions).toEqual({ waiting: null, controlled: true, second: true });
    await expect(editor.file('draft.js')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: UPDATE_READY_TEXT })).toHaveCount(0);
  });
});
