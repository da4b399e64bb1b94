/**
 * Screenshots of every route the app links to, at a laptop width (1366 px) and a phone width (390 px), for review:
 * `npm run screenshots` (after `npm run build`). Writes full-page PNGs into `screenshots/` (git-ignored), the
 * landing homepage (`EDITOR_ENABLED=false`) among them. Asserts nothing; prints each file and whether the page
 * scrolls sideways.
 */
import { existsSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { chromium } from '@playwright/test';
import { createServerApp } from '../src/composition/server/createServerApp';
import { EMBEDDED_SAMPLE_REPOSITORY } from '../src/adapters/sample/sampleRepository';
import { resolveServerSettings, type ServerEnvironment } from '../src/adapters/config/serverSettings';
import { ROUTE_PATHS } from '../src/domain/app/routePaths';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const WIDTHS = [1366, 390] as const;
const HEIGHT = { 1366: 768, 390: 844 } as const;
const SKIPPED: readonly string[] = [ROUTE_PATHS.authCallback];
const ROUTES = Object.values(ROUTE_PATHS).filter((path) => !SKIPPED.includes(path));

const distDir = fileURLToPath(new URL('../dist', import.meta.url));
const outDir = fileURLToPath(new URL('../screenshots', import.meta.url));
if (!existsSync(`${distDir}/index.html`)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
mkdirSync(outDir, { recursive: true });

/** Serves the build with `env` on a free loopback port; resolves to its base URL and a stop function. */
async function start(env: ServerEnvironment): Promise<{ base: string; stop: () => void }> {
  const settings = resolveServerSettings(env);
  if (!settings.ok) throw new Error(`settings refused: ${settings.error.variable}`);
  const app = createServerApp({ settings: settings.value, distDir, sample: EMBEDDED_SAMPLE_REPOSITORY });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  return { base: `http://localhost:${(server.address() as AddressInfo).port}`, stop: () => server.close() };
}

const fileName = (prefix: string, path: string, width: number) =>
  `${prefix}${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}-${width}.png`;

async function shoot(base: string, prefix: string, routes: readonly string[]): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: HEIGHT[width] } });
      for (const path of routes) {
        await page.goto(base + path, { waitUntil: 'networkidle' });
        const heading = await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 5000 }).then(() => true, () => false);
        await page.waitForTimeout(400);
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        const file = fileName(prefix, path, width);
        await page.screenshot({ path: `${outDir}/${file}`, fullPage: true });
        const notes = [sideways > 0 ? `scrolls ${sideways} px sideways` : 'no sideways scroll', heading ? '' : 'NO PAGE HEADING'];
        console.log(file.padEnd(44), notes.join(' ').trim());
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

const app = await start({});
try {
  await shoot(app.base, '', ROUTES);
} finally {
  app.stop();
}
const landing = await start({ EDITOR_ENABLED: 'false' });
try {
  await shoot(landing.base, 'landing-', ['/']);
} finally {
  landing.stop();
}
