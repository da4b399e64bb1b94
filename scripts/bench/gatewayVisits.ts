/**
 * Upstream calls of the GitHub gateway for 100 contracts-page visits within one minute (`npm run bench`): a fake
 * GitHub on 127.0.0.1 with 250 issues (3 pages) and a page of pull requests; each visit reads what the browser
 * reads (issues pages 1-3 through the Link header, the pulls page, the badge's count), ten visitors at a time,
 * the gateway's clock moving 0.6 s a visit. Target: one call per GitHub URL.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServerApp } from '../../src/composition/server/createServerApp';
import { EMBEDDED_SAMPLE_REPOSITORY } from '../../src/adapters/sample/sampleRepository';
import { resolveServerSettings } from '../../src/adapters/config/serverSettings';
import { fakePull, startFakeGitHub } from '../../tests/support/fakeGitHub';

const VISITS = 100;
const AT_ONCE = 10;
const VISIT_SPACING_MS = 600;

export async function runGatewayVisits(): Promise<void> {
  const fake = await startFakeGitHub({ issues: 250, pulls: [fakePull(1001, 250), fakePull(1002, 12, 'closed')] });
  try {
    const settings = resolveServerSettings({ GITHUB_REPO: 'o/r', GITHUB_TOKEN: 'bench', GITHUB_API_URL: fake.url });
    if (!settings.ok) throw new Error(settings.error.message);
    let now = Date.now();
    const app = createServerApp({
      settings: settings.value,
      distDir: mkdtempSync(join(tmpdir(), 'bench-dist-')),
      sample: EMBEDDED_SAMPLE_REPOSITORY,
      githubGateway: { now: () => now, log: (line) => console.log(`  gateway log: ${line}`) },
    });
    const visit = async (): Promise<number> => {
      let path: string | null = '/api/github/repos/o/r/issues?state=all&per_page=100';
      let issues = 0;
      while (path !== null) {
        const response: Response = await app.request(path);
        issues += ((await response.json()) as unknown[]).length;
        path = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1] ?? null;
      }
      await (await app.request('/api/github/repos/o/r/pulls?state=all&per_page=100')).arrayBuffer();
      await (await app.request('/api/github/open-issue-count')).arrayBuffer();
      return issues;
    };
    const started = now;
    const seen: number[] = [];
    for (let batch = 0; batch < VISITS / AT_ONCE; batch += 1) {
      seen.push(...(await Promise.all(Array.from({ length: AT_ONCE }, visit))));
      now += AT_ONCE * VISIT_SPACING_MS;
    }
    const byUrl = new Map<string, number>();
    for (const request of fake.requests) byUrl.set(request.path, (byUrl.get(request.path) ?? 0) + 1);
    const lastVisitS = (now - started - AT_ONCE * VISIT_SPACING_MS) / 1000;
    console.log(`\nGitHub gateway: ${VISITS} contracts-page visits within a minute (the last at ${lastVisitS} s), each seeing ${Math.min(...seen)}-${Math.max(...seen)} issues`);
    for (const [url, calls] of byUrl) console.log(`  ${calls} upstream call${calls === 1 ? '' : 's'}: GET ${url}`);
    const worst = Math.max(...byUrl.values());
    console.log(`  upstream calls in all: ${fake.requests.length} for ${byUrl.size} URLs; target (1 per URL): ${worst <= 1 ? 'met' : 'missed'}`);
    console.log(`  without the gateway each fresh visit costs ${byUrl.size} unauthenticated calls plus a search call: ${VISITS * (byUrl.size + 1)} for these visits`);
  } finally {
    await fake.close();
  }
}
