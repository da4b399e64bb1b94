/**
 * Measures the built exchange in Chromium, served by the real server on a free loopback port: keystroke to updated
 * table at 1,000 and 10,000 listings (Event Timing: the longest event of each key's interaction, from the key press through the
 * next paint; Chromium reports only events of 16 ms or more, so a key without an entry took under 16 ms), and the
 * table's DOM node count at 1,000 and 10,000 listings.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TYPED = 'paymail resolver 99';

export interface AppTimings {
  /**
   * By catalogue size, per key: the interaction's longest Event Timing duration in ms, or null when under the 16 ms
   * threshold. 1,000 listings beside 10,000 shows what grows with the catalogue and what is the machine's load.
   */
  readonly keystrokeMs: Readonly<Record<number, readonly (number | null)[]>>;
  readonly tableNodes: Readonly<Record<number, number>>;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/** Starts the server on `port` and resolves once it answers. */
async function startServer(port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), GITHUB_REPO: '', HANDCASH_APP_ID: '', HANDCASH_APP_SECRET: '' },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/config`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error('the server did not start');
}

const openExchange = async (page: Page, base: string, listings: number): Promise<void> => {
  await page.goto(`${base}/exchange?listings=${listings}`);
  await page.getByRole('table').waitFor();
};

async function keystrokes(page: Page, base: string, listings: number): Promise<(number | null)[]> {
  await openExchange(page, base, listings);
  await page.evaluate(() => {
    const durations = new Map<number, number>();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
        if (!entry.interactionId) continue;
        durations.set(entry.interactionId, Math.max(durations.get(entry.interactionId) ?? 0, entry.duration));
      }
    }).observe({ type: 'event', buffered: false, durationThreshold: 16 } as PerformanceObserverInit);
    Object.assign(globalThis, { benchDurations: durations });
  });
  const search = page.getByRole('searchbox', { name: 'Search markets' });
  await search.focus();
  const perKey: (number | null)[] = [];
  for (const key of TYPED) {
    const before = await page.evaluate(() => (globalThis as unknown as { benchDurations: Map<number, number> }).benchDurations.size);
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    // Two frames later every entry of the key's interaction has been reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));
    const durations = await page.evaluate(() => [...(globalThis as unknown as { benchDurations: Map<number, number> }).benchDurations.values()]);
    perKey.push(durations.length > before ? Math.max(...durations.slice(before)) : null);
  }
  return perKey;
}

const tableNodes = async (page: Page, base: string, listings: number): Promise<number> => {
  await openExchange(page, base, listings);
  return page.getByRole('region', { name: 'Markets table' }).evaluate((region) => region.querySelectorAll('*').length + 1);
};

export async function runExchangeAppBenchmark(): Promise<AppTimings> {
  if (!existsSync(`${ROOT}/dist/index.html`)) throw new Error('dist/ is missing: run `npm run build` first');
  const port = await freePort();
  const server = await startServer(port);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const base = `http://localhost:${port}`;
    const keystrokeMs = { 1_000: await keystrokes(page, base, 1_000), 10_000: await keystrokes(page, base, 10_000) };
    const nodes = { 1_000: await tableNodes(page, base, 1_000), 10_000: await tableNodes(page, base, 10_000) };
    return { keystrokeMs, tableNodes: nodes };
  } finally {
    await browser.close();
    server.kill();
  }
}
