import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createServerApp } from '../../src/composition/server/createServerApp';
import { jsonForHtml } from '../../src/adapters/server/indexHtml';
import { EMBEDDED_SAMPLE_REPOSITORY } from '../../src/adapters/sample/sampleRepository';
import { resolveServerSettings, type ServerEnvironment } from '../../src/adapters/config/serverSettings';

const distDir = mkdtempSync(join(tmpdir(), 'workbench-dist-'));
mkdirSync(join(distDir, '.vite'));
writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>');
writeFileSync(
  join(distDir, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    'src/ui/pages/home/EditorPage.tsx': { file: 'assets/EditorPage.js', imports: ['index.html', '_shared.js'], css: ['assets/EditorPage.css'] },
    'src/composition/editorBindings.ts': { file: 'assets/editorBindings.js', imports: ['index.html'] },
    'src/ui/pages/home/LandingPage.tsx': { file: 'assets/LandingPage.js', imports: ['index.html', '_shared.js'], css: ['assets/LandingPage.css'] },
    'src/composition/hubBindings.ts': { file: 'assets/hubBindings.js', imports: ['index.html'] },
    'src/adapters/sample/sampleHub.ts': { file: 'assets/sampleHub.js', imports: ['index.html'] },
    'src/ui/pages/home/editor/monaco/MonacoCodeEditor.tsx': { file: 'assets/MonacoCodeEditor.js', imports: ['index.html', '_editor.api.js'] },
    '_editor.api.js': { file: 'assets/editor.api.js' },
    'src/composition/editorAdapters.ts': { file: 'assets/editorAdapters.js', imports: ['index.html', '_idb.js'] },
    '_idb.js': { file: 'assets/idb.js' },
    'src/ui/pages/exchange/ExchangePage.tsx': { file: 'assets/ExchangePage.js', imports: ['index.html'] },
    'src/composition/exchangeBindings.ts': { file: 'assets/exchangeBindings.js', imports: ['index.html'] },
    'src/adapters/sample/sampleExchange.ts': { file: 'assets/sampleExchange.js', imports: ['index.html'] },
  }),
);

function appFor(env: ServerEnvironment = {}) {
  const settings = resolveServerSettings(env);
  if (!settings.ok) throw new Error(settings.error.message);
  return createServerApp({ settings: settings.value, distDir, sample: EMBEDDED_SAMPLE_REPOSITORY });
}

const preloadsOf = (html: string) => [...html.matchAll(/<link rel="(modulepreload|stylesheet)"[^>]* href="([^"]+)"/g)].map((match) => match[2]);
const configOf = (html: string) => JSON.parse(/<script type="application\/json" id="runtime-config">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null');

describe('the served page', () => {
  it('carries the runtime configuration, the same as GET /api/config, so the app starts without asking', async () => {
    const app = appFor({ GITHUB_REPO: 'o/r', HANDCASH_APP_ID: 'id', HANDCASH_APP_SECRET: 'very-secret' });
    const html = await (await app.request('/token')).text();
    expect({ config: configOf(html), leaks: html.includes('very-secret') }).toEqual({ config: await (await app.request('/api/config')).json(), leaks: false });
  });

  it('preloads the editor page with its feature and adapters on /, the page with its features elsewhere, and nothing more on unknown paths; links their style sheets', async () => {
    const app = appFor();
    const pages = await Promise.all(['/', '/exchange', '/no/such/page'].map(async (path) => preloadsOf(await (await app.request(path)).text())));
    expect(pages).toEqual([
      ['/assets/EditorPage.js', '/assets/editorBindings.js', '/assets/editorAdapters.js', '/assets/idb.js', '/assets/EditorPage.css'],
      ['/assets/ExchangePage.js', '/assets/exchangeBindings.js', '/assets/sampleExchange.js'],
      [],
    ]);
  });

  it('neither preloads nor prefetches Monaco on / (it loads at the first interaction), and nothing of it blocks the first render', async () => {
    const html = await (await appFor().request('/')).text();
    expect([...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]).filter((href) => /MonacoCodeEditor|editor\.api/.test(href ?? ''))).toEqual([]);
  });

  it('preloads the landing page with the hub, and no Monaco, when the editor is turned off', async () => {
    const html = await (await appFor({ EDITOR_ENABLED: 'false' }).request('/')).text();
    expect(preloadsOf(html)).toEqual(['/assets/LandingPage.js', '/assets/hubBindings.js', '/assets/sampleHub.js', '/assets/LandingPage.css']);
    // A style sheet is linked, so Vite's loader finds it in place and does not wait for a load event of its own.
    expect(html).toContain('<link rel="stylesheet" href="/assets/LandingPage.css">');
  });

  it('sends the page precompressed when accepted, small JSON as it is, and the same security headers on both', async () => {
    const app = appFor();
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const [page, config] = await Promise.all([app.request('/exchange', { headers }), app.request('/api/config', { headers })]);
    const html = brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString('utf8');
    expect({
      page: [page.headers.get('content-encoding'), page.headers.get('vary'), configOf(html).mode],
      config: [config.headers.get('content-encoding'), (await config.json()).mode],
      sameSecurityHeaders: page.headers.get('content-security-policy') === config.headers.get('content-security-policy'),
      csp: /script-src 'self'(;|$)/.test(config.headers.get('content-security-policy') ?? ''),
    }).toEqual({ page: ['br', 'Accept-Encoding', 'embedded'], config: [null, 'embedded'], sameSecurityHeaders: true, csp: true });
  });

  it('keeps the build manifests private', async () => {
    expect((await appFor().request('/.vite/manifest.json')).status).toBe(404);
  });

  it('writes JSON that cannot close its script element', () => {
    expect(jsonForHtml({ text: '</script><script>alert(1)</script>' })).toBe('{"text":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}');
  });
});
