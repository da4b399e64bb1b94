/**
 * Measures the built app in headless Chromium, as a benchmark (prints numbers, asserts nothing):
 * per route, the JS transferred and the cumulative layout shift; then Lighthouse's accessibility,
 * performance and best-practices scores for `/` and `/contracts`. Run after `npm run build`: `npm run measure`.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createServerApp } from '../src/adapters/server/createServerApp';
import { EMBEDDED_SAMPLE_REPOSITORY } from '../src/adapters/server/sampleGitHub.routes';
import { resolveServerSettings } from '../src/adapters/server/serverSettings';

const ROUTES = ['/', '/exchange', '/token', '/contracts', '/developers/guides', '/maintainers/find-developers', '/contributors'];
const LIGHTHOUSE_ROUTES = ['/', '/contracts'];

const distDir = fileURLToPath(new URL('../dist', import.meta.url));
if (!existsSync(`${distDir}/index.html`)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const settings = resolveServerSettings({});
if (!settings.ok) throw new Error('embedded settings refused');
const app = createServerApp({ settings: settings.value, distDir, sample: EMBEDDED_SAMPLE_REPOSITORY });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://localhost:${(server.address() as AddressInfo).port}`;

async function measureRoutes(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  console.log('route'.padEnd(32), 'JS transferred'.padStart(16), 'layout shift'.padStart(14));
  for (const route of ROUTES) {
    const page = await browser.newPage({ viewport: { width: 1350, height: 940 } });
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const { js, cls } = await page.evaluate(() => ({
      js: performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'))
        .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
      cls: (window as unknown as { __cls: number }).__cls,
    }));
    console.log(route.padEnd(32), `${(js / 1024).toFixed(1)} KB`.padStart(16), cls.toFixed(3).padStart(14));
    await page.close();
  }
  await browser.close();
}

/** Milliseconds from navigating to `/` until Monaco shows a typed character (bundled Monaco, cold cache). */
async function measureEditorReady(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const page = await browser.newPage({ viewport: { width: 1350, height: 940 } });
  const started = Date.now();
  await page.goto(`${base}/`);
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.type('zq9');
  await page.locator('.monaco-editor .view-lines', { hasText: 'zq9' }).waitFor();
  console.log(`editor editable after ${Date.now() - started} ms`);
  await browser.close();
}

async function runLighthouse(): Promise<void> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS] });
  try {
    for (const route of LIGHTHOUSE_ROUTES) {
      for (const preset of ['desktop', 'mobile'] as const) {
        const result = await lighthouse(base + route, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['accessibility', 'performance', 'best-practices'],
          ...(preset === 'desktop' ? { formFactor: 'desktop', screenEmulation: { disabled: true }, throttlingMethod: 'provided' } : {}),
        });
        const categories = result?.lhr.categories ?? {};
        const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
        const cls = result?.lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN;
        console.log(`lighthouse ${route} (${preset}): accessibility ${score('accessibility')}, performance ${score('performance')}, best-practices ${score('best-practices')}, CLS ${cls.toFixed(3)}`);
      }
    }
  } finally {
    chrome.kill();
  }
}

try {
  await measureRoutes();
  await measureEditorReady();
  await runLighthouse();
} finally {
  server.close();
}
