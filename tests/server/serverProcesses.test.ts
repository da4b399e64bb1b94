import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_ACCOUNTS, sandboxToken } from '../../src/adapters/sandboxWallet/sandboxAccounts';
import { startThrowawayCluster, type ThrowawayCluster } from '../../scripts/postgresCluster.mjs';
import { startServer, type ServerProcess } from '../support/serverProcess';
import { SAMPLE_COMMISSION, SAMPLE_OFFER } from '../support/hubSubmissionsSamples';
import { sandboxGitHubCode } from '../../src/adapters/sandboxGitHub/sandboxGitHubOAuth';

/** Ports of the servers these tests start by hand (E2E_PORT 4500 + 60, per the team's brief). */
const PORTS = [4560, 4561] as const;
const SECRET = 's'.repeat(40);
const started: ServerProcess[] = [];
const cleanups: (() => void)[] = [];
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop('SIGKILL')));
  for (const cleanup of cleanups) cleanup();
});

const start = async (port: number, env: Record<string, string>) => {
  const server = await startServer(port, env);
  started.push(server);
  return server;
};

/** A request as the page sends it: same origin, JSON, with the cookie. */
const call = (server: ServerProcess, method: string, path: string, body?: unknown, cookie?: string) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { Origin: server.url, 'Content-Type': 'application/json', ...(cookie === undefined ? {} : { Cookie: cookie }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** The sample GitHub login each sandbox account links through the sandbox's GitHub sign-in (a claim needs one). */
const loginOf = (handle: string) => handle.replace('sandbox_', 'sandbox-');

async function signIn(server: ServerProcess, handle: string): Promise<string> {
  const account = SANDBOX_ACCOUNTS.find((candidate) => candidate.handle === handle)!;
  const response = await call(server, 'POST', '/api/session', { authToken: sandboxToken(account) });
  expect(response.status).toBe(200);
  const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
  // Signs in with GitHub as the sandbox's page would: start, then come back with the sample login's code.
  const started = (await (await call(server, 'POST', '/api/github-identity', {}, cookie)).json()) as { authorizeUrl: string };
  const state = new URL(started.authorizeUrl, server.url).searchParams.get('state')!;
  const query = new URLSearchParams({ state, code: sandboxGitHubCode(loginOf(handle)) });
  expect((await fetch(`${server.url}/api/github-identity/callback?${query.toString()}`, { headers: { Cookie: cookie }, redirect: 'manual' })).status).toBe(303);
  return cookie;
}

const claimFor = (issueNumber: number, handle = 'sandbox_alice') => ({ issueNumber, githubUsername: loginOf(handle), handcashHandle: 'alice' });

describe('server processes on one database', { timeout: 240_000 }, () => {
  it('serve the same people: signed in on one, claiming on the other, both list the claim', async () => {
    const cluster: ThrowawayCluster = await startThrowawayCluster();
    cleanups.push(() => cluster.stop());
    const env = { DATABASE_URL: cluster.url, SESSION_SECRET: SECRET, DATA_DIR: mkdtempSync(join(tmpdir(), 'workbench-two-')) };
    const [one, two] = await Promise.all(PORTS.map((port) => start(port, env)));
    const cookie = await signIn(one!, 'sandbox_alice');
    const onOther = await (await call(two!, 'GET', '/api/session', undefined, cookie)).json();
    const placed = await call(two!, 'POST', '/api/claims', claimFor(5), cookie);
    const taken = await call(one!, 'POST', '/api/claims', claimFor(5, 'sandbox_bob'), await signIn(two!, 'sandbox_bob'));
    const lists = await Promise.all([one!, two!].map(async (server) => ((await (await call(server, 'GET', '/api/claims')).json()) as { claims: unknown[] }).claims));
    expect([(onOther as { profile: { handle: string } }).profile.handle, placed.status, taken.status, lists[0], lists[0]?.length]).toEqual([
      'sandbox_alice',
      201,
      409,
      lists[1],
      1,
    ]);
    await Promise.all(started.splice(0).map((server) => server.stop()));
  });

  it('lose nothing acknowledged when the server is killed (SIGKILL) and started again, on PGlite', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'workbench-kill-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const first = await start(PORTS[0], { DATA_DIR: dataDir });
    const cookie = await signIn(first, 'sandbox_alice');
    const bob = await signIn(first, 'sandbox_bob');
    // Available contracts of the sample repository (1 to 4 and 12 are completed, under review or assigned on GitHub).
    const issues = [5, 6, 7, 8, 9, 10, 13, 14];
    const statuses = await Promise.all(issues.map(async (issue) => (await call(first, 'POST', '/api/claims', claimFor(issue), cookie)).status));
    const posted = await Promise.all(
      [1, 2, 3].flatMap((n) => [
        call(first, 'POST', '/api/offers', { ...SAMPLE_OFFER, title: `Offer ${n}` }, cookie),
        call(first, 'POST', '/api/commissions', { ...SAMPLE_COMMISSION, title: `Commission ${n}` }, cookie),
      ]),
    );
    const sent = await Promise.all(['1', '2', '3'].map((offerId) => call(first, 'POST', '/api/briefs', { offerId, brief: `Brief ${offerId}` }, bob)));
    await first.stop('SIGKILL');
    const again = await start(PORTS[0], { DATA_DIR: dataDir });
    const read = async <T>(path: string, key: string, sessionCookie?: string) => ((await (await call(again, 'GET', path, undefined, sessionCookie)).json()) as Record<string, T[]>)[key]!;
    const claims = await read<{ issueNumber: number }>('/api/claims', 'claims');
    const offers = await read<{ title: string }>('/api/offers', 'offers');
    const commissions = await read<{ title: string }>('/api/commissions', 'commissions');
    const briefs = await read<{ brief: string }>('/api/briefs', 'briefs', cookie);
    const session = await call(again, 'GET', '/api/session', undefined, cookie);
    expect([
      statuses,
      [...posted, ...sent].map((answer) => answer.status),
      claims.map((claim) => claim.issueNumber),
      offers.map((offer) => offer.title).sort(),
      commissions.map((commission) => commission.title).sort(),
      briefs.map((brief) => brief.brief).sort(),
      session.status,
    ]).toEqual([
      issues.map(() => 201),
      [201, 201, 201, 201, 201, 201, 201, 201, 201],
      issues,
      ['Offer 1', 'Offer 2', 'Offer 3'],
      ['Commission 1', 'Commission 2', 'Commission 3'],
      ['Brief 1', 'Brief 2', 'Brief 3'],
      200,
    ]);
  });
});
