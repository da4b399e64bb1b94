import { problemBody } from './problem';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServerApp } from '../../src/composition/server/createServerApp';
import { EMBEDDED_SAMPLE_REPOSITORY } from '../../src/adapters/sample/sampleRepository';
import { resolveServerSettings, type ServerEnvironment } from '../../src/adapters/config/serverSettings';

const distDir = mkdtempSync(join(tmpdir(), 'workbench-dist-'));
writeFileSync(join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');

function appFor(env: ServerEnvironment = {}) {
  const settings = resolveServerSettings(env);
  if (!settings.ok) throw new Error(settings.error.message);
  return createServerApp({ settings: settings.value, distDir, sample: EMBEDDED_SAMPLE_REPOSITORY });
}

describe('the server', () => {
  it('hands the browser its configuration and never the secret', async () => {
    const response = await appFor({ GITHUB_REPO: 'o/r', HANDCASH_APP_ID: 'id', HANDCASH_APP_SECRET: 'very-secret' }).request('/api/config');
    const text = await response.text();
    expect({ status: response.status, mode: JSON.parse(text).mode, leaks: text.includes('very-secret') }).toEqual({
      status: 200, mode: 'live', leaks: false,
    });
  });

  it('serves index.html for any app path, with the security headers', async () => {
    const response = await appFor().request('/some/deep/path');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect({
      status: response.status,
      body: await response.text(),
      scriptSrc: /script-src 'self'(;|$)/.test(csp),
      noEval: !csp.includes('unsafe-eval'),
      frameAncestors: csp.includes("frame-ancestors 'none'"),
      nosniff: response.headers.get('x-content-type-options'),
      referrer: response.headers.get('referrer-policy'),
      coop: response.headers.get('cross-origin-opener-policy'),
    }).toEqual({
      status: 200, body: '<!doctype html><div id="root"></div>', scriptSrc: true, noEval: true, frameAncestors: true,
      nosniff: 'nosniff', referrer: 'no-referrer', coop: 'same-origin',
    });
  });

  it("lets the run sandbox's worker script alone eval and connect nowhere but the devchain, when it is served", async () => {
    mkdirSync(join(distDir, 'assets'), { recursive: true });
    writeFileSync(join(distDir, 'assets', 'runWorker-Ab1_x.js'), 'self.onmessage = null;');
    writeFileSync(join(distDir, 'assets', 'other-Ab1_x.js'), 'export {};');
    const policyOf = (app: ReturnType<typeof appFor>) => async (path: string) => {
      const csp = (await app.request(`http://localhost:4173${path}`)).headers.get('content-security-policy') ?? '';
      return { eval: /script-src 'self' 'unsafe-eval'(;|$)/.test(csp), connect: /connect-src ([^;]*)/.exec(csp)?.[1] };
    };
    const paths = ['/assets/runWorker-Ab1_x.js', '/assets/other-Ab1_x.js', '/runWorker-Ab1_x.js'];
    expect({ embedded: await Promise.all(paths.map(policyOf(appFor()))), off: await policyOf(appFor({ DEVCHAIN: 'off' }))(paths[0]!) }).toEqual({
      embedded: [
        { eval: true, connect: 'http://localhost:4173/api/devchain/' },
        { eval: false, connect: "'self'" },
        { eval: false, connect: "'self'" },
      ],
      off: { eval: true, connect: "'none'" },
    });
  });

  it("serves the build's files by name, and a path without an extension as the app even where a file has that name", async () => {
    writeFileSync(join(distDir, 'robots.txt'), 'User-agent: *');
    writeFileSync(join(distDir, 'contracts'), 'not part of any build');
    const app = appFor();
    const [robots, contracts] = await Promise.all([app.request('/robots.txt'), app.request('/contracts')]);
    expect([await robots.text(), await contracts.text()]).toEqual(['User-agent: *', '<!doctype html><div id="root"></div>']);
  });

  it('lets the browser connect only to itself and the configured GitHub and HandCash bases', async () => {
    const live = await appFor({ GITHUB_REPO: 'o/r', GITHUB_API_URL: 'https://ghe.example.com/api/v3', HANDCASH_APP_ID: 'x' }).request('/');
    const embedded = await appFor().request('/');
    expect([live, embedded].map((response) => /connect-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1])).toEqual([
      "'self' https://ghe.example.com https://cloud.handcash.io",
      "'self'",
    ]);
  });

  it('answers an unknown API path with a JSON 404, not the app', async () => {
    const response = await appFor().request('/api/nothing-here', { method: 'POST' });
    expect({ status: response.status, type: response.headers.get('content-type'), body: await response.json() }).toEqual({
      status: 404, type: 'application/problem+json', body: problemBody(404, 'no-endpoint', { method: 'POST', path: '/api/nothing-here' }),
    });
  });

  it('answers the app\'s own /api page and a browser opening an unknown API path with the app, not JSON', async () => {
    const app = appFor();
    const page = await app.request('/api');
    const opened = await app.request('/api/nothing-here', { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    const program = await app.request('/api/nothing-here', { headers: { accept: 'application/json' } });
    expect([page, opened, program].map((response) => [response.status, response.headers.get('content-type')?.split(';')[0]])).toEqual([
      [200, 'text/html'], [200, 'text/html'], [404, 'application/problem+json'],
    ]);
  });

  it('refuses request bodies over 16 KB with a 413', async () => {
    const response = await appFor().request('/api/anything', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pad: 'x'.repeat(17 * 1024) }),
    });
    expect(response.status).toBe(413);
  });

  it('serves the sample repository on the embedded default only, with ETags', async () => {
    const embedded = appFor();
    const first = await embedded.request('/sample-github/repos/bitcoin-apps-suite/bitcoin-code/issues?state=all&per_page=100');
    const etag = first.headers.get('etag') ?? '';
    const again = await embedded.request('/sample-github/repos/bitcoin-apps-suite/bitcoin-code/issues?state=all&per_page=100', { headers: { 'If-None-Match': etag } });
    const count = await (await embedded.request('/sample-github/search/issues?q=repo%3Ao%2Fr%20is%3Aissue%20is%3Aopen')).json();
    const live = await appFor({ GITHUB_REPO: 'o/r' }).request('/sample-github/repos/o/r/issues');
    const items = (await first.json()) as unknown[];
    expect({
      status: first.status, items: items.length, revalidated: again.status, count: count.total_count,
      liveType: live.headers.get('content-type')?.startsWith('text/html'),
    }).toEqual({
      status: 200, items: EMBEDDED_SAMPLE_REPOSITORY.issues.length, revalidated: 304,
      count: EMBEDDED_SAMPLE_REPOSITORY.issues.filter((item) => item.state === 'open' && !('pull_request' in item)).length,
      liveType: true,
    });
  });
});
