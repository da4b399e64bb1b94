/**
 * What the server benchmarks load: the built app on an ephemeral loopback port (embedded default), a bare Hono
 * floor beside it, and the endpoints to hit. `SERVER_ROOT` may point at another checkout's `src` to measure a
 * before/after pair with the same script.
 */
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

export interface Endpoint {
  readonly name: string;
  readonly path: string;
  readonly method?: 'GET' | 'POST';
  readonly body?: string;
}

export interface Listening {
  readonly url: string;
  close(): Promise<void>;
}

const listen = async (fetch: (request: Request) => Response | Promise<Response>): Promise<Listening> => {
  const server: ServerType = serve({ fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((done) => server.once('listening', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
};

/**
 * The app as `npm start` serves it, from `dist` (build first). With `database`, on an embedded database (PGlite) in
 * a temporary folder as `npm start` opens one, so pages that read claims, payments or posted offers show them, not
 * their "could not be loaded" notices; without it those endpoints answer 503 (the server benchmarks' floor).
 */
export async function startApp(distDir = resolve('dist'), { database = false } = {}): Promise<Listening> {
  const root = resolve(process.env.SERVER_ROOT ?? 'src');
  const { createServerApp } = await import(join(root, 'composition/server/createServerApp.ts'));
  const { EMBEDDED_SAMPLE_REPOSITORY } = await import(join(root, 'adapters/sample/sampleRepository.ts'));
  const { resolveServerSettings } = await import(join(root, 'adapters/config/serverSettings.ts'));
  const settings = resolveServerSettings(database ? { DATA_DIR: mkdtempSync(join(tmpdir(), 'workbench-measure-')) } : {});
  if (!settings.ok) throw new Error('the embedded settings were refused');
  if (!database) return listen(createServerApp({ settings: settings.value, distDir, sample: EMBEDDED_SAMPLE_REPOSITORY }).fetch);
  const { openHub } = await import(join(root, 'composition/server/openHub.ts'));
  const { profileProviderFor } = await import(join(root, 'composition/server/profileProviderFor.ts'));
  const profileProvider = profileProviderFor(settings.value);
  const opened = await openHub(settings.value, profileProvider);
  const app = createServerApp({ settings: settings.value, distDir, sample: EMBEDDED_SAMPLE_REPOSITORY, profileProvider, hub: opened.hub });
  const listening = await listen(app.fetch);
  return { url: listening.url, close: () => listening.close().then(() => opened.connection.close()) };
}

/**
 * The build served as `npm start` serves it (embedded database in a temporary folder), for a browser: its base URL on
 * `localhost` (the name the browser's security policy and Lighthouse expect). Exits with a message when there is no
 * build.
 */
export async function startBuiltAppForBrowser(): Promise<{ base: string; close(): Promise<void> }> {
  const distDir = resolve('dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error('No build found: run `npm run build` first.');
    process.exit(1);
  }
  const server = await startApp(distDir, { database: true });
  return { base: server.url.replace('127.0.0.1', 'localhost'), close: () => server.close() };
}

/** The floors: Hono on the same adapter answering a small JSON, and serving the built assets, with no middleware. */
export function startBareHono(distDir = resolve('dist')): Promise<Listening> {
  const app = new Hono();
  app.get('/', (c) => c.json({ ok: true }));
  app.use('/assets/*', serveStatic({ root: distDir, precompressed: true }));
  return listen(app.fetch);
}

/** The endpoints measured: the page, the configuration, the largest script asset, the sample repository. */
export function endpoints(distDir = resolve('dist')): Endpoint[] {
  if (!existsSync(join(distDir, 'index.html'))) throw new Error('No build found: run `npm run build` first.');
  const scripts = readdirSync(join(distDir, 'assets')).filter((name) => /^index-.*\.js$/.test(name));
  return [
    { name: 'GET /', path: '/' },
    { name: 'GET /contracts', path: '/contracts' },
    { name: 'GET /api/config', path: '/api/config' },
    { name: 'GET asset (entry JS)', path: `/assets/${scripts[0] ?? 'missing.js'}` },
    { name: 'GET sample issues', path: '/sample-github/repos/bitcoin-apps-suite/bitcoin-code/issues?state=all&per_page=100' },
    { name: 'POST /api/handcash-profile (bad token)', path: '/api/handcash-profile', method: 'POST', body: '{"authToken":"x"}' },
  ];
}
