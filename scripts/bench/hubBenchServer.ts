/**
 * The server as `src/server.ts` starts it on the embedded default (sample wallet, PGlite or `DATABASE_URL`), but
 * with a seeded repository instead of the sample one, for `npm run bench:hub`: `BENCH_OPEN_CONTRACTS` open
 * contracts (issues 1..N, to claim) and `BENCH_COMPLETED_CONTRACTS` completed ones after them (closed issues, to pay).
 */
import { serve } from '@hono/node-server';
import { resolveServerSettings, type ServerEnvironment } from '../../src/adapters/config/serverSettings';
import { createServerApp } from '../../src/composition/server/createServerApp';
import { EMBEDDED_SAMPLE_REPOSITORY } from '../../src/adapters/sample/sampleRepository';
import { openHub } from '../../src/composition/server/openHub';
import { profileProviderFor } from '../../src/composition/server/profileProviderFor';
import { MemoryContractRecords } from '../../src/adapters/memory/memoryContractRecords.adapter';
import type { GitHubIssueInput } from '../../src/domain/contracts/githubRecords';

const open = Number(process.env.BENCH_OPEN_CONTRACTS ?? 10_000);
const completed = Number(process.env.BENCH_COMPLETED_CONTRACTS ?? 10_000);
const issue = (number: number, state: 'open' | 'closed'): GitHubIssueInput => ({
  number,
  htmlUrl: `https://github.com/o/r/issues/${number}`,
  title: `Bench contract ${number}`,
  body: `## Description\nWork for contract ${number}.\n\n**Token Reward:** 1,000 BAPP`,
  state,
  assigneeLogin: null,
  labels: [],
  isPullRequest: false,
  authorAssociation: 'OWNER',
  updatedAt: '2026-11-01T00:00:00Z',
});
const issues = [
  ...Array.from({ length: open }, (_, index) => issue(index + 1, 'open')),
  ...Array.from({ length: completed }, (_, index) => issue(open + index + 1, 'closed')),
];

const resolved = resolveServerSettings(process.env as ServerEnvironment);
if (!resolved.ok) throw new Error(`${resolved.error.variable} ${resolved.error.message}`);
const settings = resolved.value;
const profileProvider = profileProviderFor(settings);
const { hub } = await openHub(settings, profileProvider);
const app = createServerApp({
  settings,
  distDir: '.',
  sample: EMBEDDED_SAMPLE_REPOSITORY,
  profileProvider,
  hub,
  contractRecords: new MemoryContractRecords(issues, []),
});
serve({ fetch: app.fetch, port: settings.port, hostname: '127.0.0.1' });
// A clean exit on SIGTERM (the benchmark's stop), so `--cpu-prof` can write its profile.
process.once('SIGTERM', () => process.exit(0));
