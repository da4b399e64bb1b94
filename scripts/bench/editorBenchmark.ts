/**
 * The editor benchmarks in headless Chromium against the built app (`npm run build` first) served by the real
 * server: navigation to an editable Monaco on `/` against a bare page with the same Monaco build (the ratio;
 * target at most 1.2), and Run of a 1,000-line file to its first terminal line (JavaScript; TypeScript, whose types
 * the run's worker strips with sucrase, at full CPU and slowed 4×), and of the sample project to its address.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { chromium, type Page } from '@playwright/test';
import { Hono } from 'hono';
import { build } from 'vite';
import { createServerApp } from '../../src/composition/server/createServerApp';
import { EMBEDDED_SAMPLE_REPOSITORY } from '../../src/adapters/sample/sampleRepository';
import { resolveServerSettings } from '../../src/adapters/config/serverSettings';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { appFirstIn, median, summarizeNavigation, type NavigationRound, type NavigationSummary } from './pairedNavigation';

export const NAVIGATION_RATIO_TARGET = 1.2;
const NAVIGATION_ROUNDS = 15;
/**
 * The pause after a page's browser context is closed: its renderer's teardown (and a bare page's workers) would
 * otherwise run during the next navigation, which is then measured slower for what the other page left behind.
 */
const SETTLE_MS = 500;
const RUN_RUNS = 3;
const root = fileURLToPath(new URL('../..', import.meta.url));

/** Serves a Hono app on a free loopback port; resolves its base URL and a stop function. */
function listen(app: Hono): Promise<{ url: string; stop: () => void }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      resolve({ url: `http://localhost:${info.port}`, stop: () => server.close() });
    });
  });
}

/**
 * Builds the bare Monaco page with Vite into a temporary folder, with Brotli and gzip copies as the app's build has,
 * so both pages are sent alike (the bare page's files compressed, as the app's server sends its own).
 */
async function buildBarePage(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'monaco-bare-'));
  await build({ root: join(root, 'scripts/bench/monacoBare'), base: '/', logLevel: 'error', build: { outDir, target: 'es2022', emptyOutDir: true } });
  execFileSync(process.execPath, [join(root, 'scripts/precompress.mjs'), outDir]);
  return outDir;
}

/**
 * Milliseconds from starting navigation to a typed character shown by Monaco. The page is watched on every animation
 * frame: a locator's own wait backs off to polls half a second apart, which would measure the poll, not the page.
 */
async function timeToEditable(page: Page, url: string): Promise<number> {
  const started = Date.now();
  await page.goto(url);
  await page.waitForFunction(() => (document.querySelector('.monaco-editor .view-lines')?.getBoundingClientRect().height ?? 0) > 0, undefined, { polling: 'raf' });
  await page.locator('.monaco-editor .view-lines').first().click();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.type('Z');
  await page.waitForFunction(() => document.querySelector('.monaco-editor .view-lines')?.textContent?.startsWith('Z') === true, undefined, { polling: 'raf' });
  return Date.now() - started;
}

/**
 * Milliseconds from pressing Run on a 1,000-line file to its first line in the terminal. The file is put in the
 * app's IndexedDB record (the stored format of `IndexedDbWorkspaceRepository`) before the page loads, since
 * typing 1,000 lines through Monaco would measure typing.
 */
async function timeToFirstLine(page: Page, url: string, path: string, content: string, cpuSlowdown = 1): Promise<number> {
  await page.goto(url);
  await page.locator('.monaco-editor .view-lines').first().waitFor();
  await page.evaluate(
    ({ path, content }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('bsvWorkbench', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('workspaces');
        open.onerror = () => reject(new Error('IndexedDB did not open'));
        open.onsuccess = () => {
          const language = path.endsWith('.ts') ? 'typescript' : 'javascript';
          const tab = { id: `tab:${path}`, name: path, path, content, savedContent: content, language, isDirty: false };
          const data = { version: 2, files: [{ path, content }], tabs: [tab], activeTabId: tab.id, expandedFolders: [], deleted: null };
          const transaction = open.result.transaction('workspaces', 'readwrite');
          transaction.objectStore('workspaces').put({ version: 1000, data }, 'current');
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(new Error('IndexedDB did not write'));
        };
      }),
    { path, content },
  );
  await page.reload();
  await page.locator('.monaco-editor .view-lines').first().waitFor();
  if (cpuSlowdown !== 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const started = Date.now();
  await page.getByRole('toolbar', { name: 'Editor actions' }).getByRole('button', { name: 'Run', exact: true }).click();
  await page.getByRole('log', { name: 'Terminal output' }).getByText('first line 0', { exact: true }).waitFor({ timeout: 60_000 });
  return Date.now() - started;
}

/** Milliseconds from pressing Run on the sample project's `src/index.js` to its first line (its address). */
async function timeToSampleOutput(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.locator('.monaco-editor .view-lines').first().waitFor();
  await page.getByRole('list', { name: 'Files' }).getByRole('button', { name: 'index.js', exact: true }).click();
  const started = Date.now();
  await page.getByRole('toolbar', { name: 'Editor actions' }).getByRole('button', { name: 'Run', exact: true }).click();
  await page.getByRole('log', { name: 'Terminal output' }).getByText(/^Address: /).waitFor({ timeout: 60_000 });
  return Date.now() - started;
}

const thousandLines = (typed: boolean): string =>
  Array.from({ length: 1000 }, (_, line) => (typed ? `const value${line}: number = ${line};` : `const value${line} = ${line};`))
    .map((line, index) => (index === 0 ? `console.log('first line ' + 0);\n${line}` : line))
    .join('\n');

export interface EditorTimings {
  readonly navigation: NavigationSummary;
  /** Null when the measurement failed (the message is printed). */
  readonly runJsMs: number | null;
  readonly runTsMs: number | null;
  /** The TypeScript file with the CPU slowed 4× (Chromium's throttling). */
  readonly runTsSlowMs: number | null;
  /** The sample project (`src/index.js`, which loads the BSV SDK) to its first line. */
  readonly runSampleMs: number | null;
}

/** Runs the editor benchmarks; null when the app has not been built. */
export async function runEditorBenchmark(): Promise<EditorTimings | null> {
  if (!existsSync(join(root, 'dist/index.html'))) return null;
  const settings = resolveServerSettings({});
  if (!settings.ok) throw new Error('the embedded default settings did not resolve');
  const app = await listen(createServerApp({ settings: settings.value, distDir: join(root, 'dist'), sample: EMBEDDED_SAMPLE_REPOSITORY }));
  const bareDir = await buildBarePage();
  const bare = await listen(new Hono().use('*', serveStatic({ root: bareDir, precompressed: true })));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    // Each round measures both pages, so a change in the machine's load weighs on both alike; which comes first
    // alternates, and each starts after the other's context has closed and settled.
    const timeIn = async (url: string): Promise<number> => {
      const context = await browser.newContext();
      const ms = await timeToEditable(await context.newPage(), url);
      await context.close();
      await new Promise((settled) => setTimeout(settled, SETTLE_MS));
      return ms;
    };
    const navigate = async (): Promise<NavigationSummary> => {
      const rounds: NavigationRound[] = [];
      for (let round = 0; round < NAVIGATION_ROUNDS; round++) {
        if (appFirstIn(round)) {
          const appMs = await timeIn(`${app.url}/`);
          rounds.push({ appMs, bareMs: await timeIn(`${bare.url}/index.html`) });
        } else {
          const bareMs = await timeIn(`${bare.url}/index.html`);
          rounds.push({ bareMs, appMs: await timeIn(`${app.url}/`) });
        }
      }
      return summarizeNavigation(rounds);
    };
    const runs = async (name: string, measure: (page: Page) => Promise<number>): Promise<number | null> => {
      const times: number[] = [];
      try {
        for (let run = 0; run < RUN_RUNS; run++) {
          const context = await browser.newContext();
          times.push(await measure(await context.newPage()));
          await context.close();
        }
      } catch (error) {
        console.log(`  Run of ${name} could not be measured: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        return null;
      }
      return median(times);
    };
    const navigation = await navigate();
    const url = `${app.url}/`;
    return {
      navigation,
      runJsMs: await runs('bench.js', (page) => timeToFirstLine(page, url, 'bench.js', thousandLines(false))),
      runTsMs: await runs('bench.ts', (page) => timeToFirstLine(page, url, 'bench.ts', thousandLines(true))),
      runTsSlowMs: await runs('bench.ts at 4x CPU slowdown', (page) => timeToFirstLine(page, url, 'bench.ts', thousandLines(true), 4)),
      runSampleMs: await runs('the sample', (page) => timeToSampleOutput(page, url)),
    };
  } finally {
    await browser.close();
    app.stop();
    bare.stop();
  }
}
