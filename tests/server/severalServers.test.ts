import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../src/adapters/database/database';
import { openDatabase } from '../../src/adapters/database/openDatabase';
import { SqlClaimRepository } from '../../src/adapters/database/sqlClaimRepository';
import { HandCashSdkPaymentGateway } from '../../src/adapters/handcash/handCashSdkPaymentGateway';
import { MemoryContractRecords } from '../../src/adapters/memory/memoryContractRecords.adapter';
import { AesTokenCipher } from '../../src/adapters/node/aesTokenCipher';
import { hubOn } from '../../src/composition/server/openHub';
import { DAY_MS } from '../../src/domain/contracts/contractConstants';
import { issueRecord, pullRecord } from '../support/contractRecords';
import { postgresDatabase } from '../support/databases';
import { startRoundRobinProxy, type RoundRobinProxy } from '../support/roundRobinProxy';
import { startFakeHandCashWallet, type FakeHandCashWallet } from './fakeHandCashWallet';
import { StubWallet } from './hubFixture';
import { serverFor } from './serverFixture';
import { SqlGitHubIdentityRepository } from '../../src/adapters/database/sqlGitHubIdentityRepository';
import { nodeSessionIds } from '../../src/adapters/node/nodeSessionIds';

/**
 * Three servers on one PostgreSQL, each with its own connections (pool, LISTEN, the jobs' lock) and its own caches,
 * on loopback ports behind a round-robin proxy, as an operator runs several instances behind a load balancer.
 */
const INSTANCES = 3;
/** Writes a client may make a minute: the test's own writes through the proxy stay well under it. */
const WRITE_LIMIT = 60;
/** How soon a write through one server must show on every other one. */
const COHERENCE_MS = 100;
const PEOPLE = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi', 'ivan'] as const;
/** Each person's HandCash auth token (64 hex digits, as HandCash's). */
const tokenOf = (handle: string) => String(PEOPLE.indexOf(handle as (typeof PEOPLE)[number]) + 1).repeat(64);

/** Issue 77 is completed (its merged pull request by octo-gh, claimed as $octo): a payment is due. 1 to 20 are open. */
const ISSUES = [issueRecord(77), ...Array.from({ length: 20 }, (_, index) => issueRecord(index + 1))];
const PULLS = [pullRecord(90, 77, { state: 'closed', merged: true, authorLogin: 'octo-gh' })];
const records = () => new MemoryContractRecords(ISSUES, PULLS);

interface Instance {
  readonly url: string;
  readonly connection: DatabaseConnection;
  readonly server: ServerType;
  /** Its GitHub records (each server reads GitHub on its own). */
  readonly records: MemoryContractRecords;
  /** Whether this server ever led the scheduled jobs. */
  led: boolean;
}

interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** One HTTP request on loopback (from `localAddress`, another loopback address, when given): status and JSON. */
function call(base: string, method: string, path: string, options: { body?: unknown; cookie?: string; localAddress?: string } = {}): Promise<Answer & { cookie: string | null }> {
  const target = new URL(path, base);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        hostname: target.hostname,
        port: target.port,
        path: target.pathname,
        method,
        localAddress: options.localAddress,
        agent: false,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(options.cookie === undefined ? {} : { cookie: options.cookie }) },
      },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () => {
          const cookie = incoming.headers['set-cookie']?.[0]?.split(';')[0] ?? null;
          resolve({ status: incoming.statusCode ?? 0, body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>), cookie });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const database = postgresDatabase();
const instances: Instance[] = [];
let proxy: RoundRobinProxy;
let fake: FakeHandCashWallet;
const cookies = new Map<string, string>();

async function startInstance(url: string): Promise<Instance> {
  const connection = await openDatabase({ kind: 'postgres', url });
  const wallet = new StubWallet(Object.fromEntries(PEOPLE.map((handle) => [tokenOf(handle), handle])));
  const gateway = new HandCashSdkPaymentGateway({ appId: 'test-app', appSecret: 'test-secret', connectUrl: fake.url, timeoutMs: 5_000 });
  const hub = hubOn(connection, wallet, AesTokenCipher.fromSecret('x'.repeat(32)), Date.now, { gateway, timings: { leaseMs: 5_100, waitMs: 10_000, pollMs: 20 } });
  const instance = { connection, led: false, records: records() } as Instance;
  // The real lock, watched: which servers ever led the claim timers.
  const leadership = {
    leads: async () => {
      const leads = await connection.leadership.leads();
      if (leads) instance.led = true;
      return leads;
    },
    close: () => connection.leadership.close(),
  };
  const env = {
    DATABASE_URL: url,
    SESSION_SECRET: 's'.repeat(40),
    HANDCASH_APP_ID: 'test-app',
    HANDCASH_APP_SECRET: 'test-secret',
    HANDCASH_CONNECT_URL: fake.url,
    MAINTAINER_HANDLES: 'alice',
    // GitHub sign-in is configured (never reached here: each person's link is written below), so claims are taken.
    GITHUB_CLIENT_ID: 'test-client',
    GITHUB_CLIENT_SECRET: 'test-client-secret',
    WRITE_RATE_LIMIT: String(WRITE_LIMIT),
    // A claim day of a second: a claim of 3 days ends 3 s after it was placed.
    CLAIM_DAY_SECONDS: '1',
    CLAIM_REMINDER_LEAD_SECONDS: '1',
  };
  const app = serverFor(env, { hub: { ...hub, leadership }, profileProvider: wallet, contractRecords: instance.records, runTimers: true });
  const server = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  return Object.assign(instance, { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
}

beforeAll(async () => {
  const connection = await database.open();
  const claimedAt = Date.now() - 1000;
  await new SqlClaimRepository(connection.db).place(
    { issueNumber: 77, githubUsername: 'octo-gh', handcashHandle: 'octo', claimedBy: 'carol', claimedAt, deadline: claimedAt + 7 * DAY_MS },
    claimedAt,
  );
  fake = await startFakeHandCashWallet();
  for (let index = 0; index < INSTANCES; index += 1) instances.push(await startInstance(database.url()!));
  proxy = await startRoundRobinProxy(instances.map((instance) => instance.url));
  for (const handle of PEOPLE) {
    const signedIn = await call(proxy.url, 'POST', '/api/session', { body: { authToken: tokenOf(handle) } });
    expect(signedIn.status).toBe(200);
    cookies.set(handle, signedIn.cookie!);
    // Each person has linked their GitHub login `<handle>-gh`, as signing in with GitHub leaves it: a claim needs it.
    const sessionId = decodeURIComponent(signedIn.cookie!.slice(signedIn.cookie!.indexOf('=') + 1));
    const link = { sessionIdHash: nodeSessionIds.hash(sessionId), login: `${handle}-gh`, tokenCiphertext: 'sealed', linkedAt: Date.now(), handcashHandle: handle };
    expect(await new SqlGitHubIdentityRepository(instances[0]!.connection.db).link(link)).toBe('linked');
  }
}, 60_000);

afterAll(async () => {
  await proxy?.close();
  for (const instance of instances) {
    instance.server.close();
    await instance.connection.close();
  }
  await fake?.close();
  await database.close();
});

const cookieOf = (handle: string) => cookies.get(handle)!;
const claimOf = (issueNumber: number, handle: string, estimatedDays = 7) => ({ issueNumber, githubUsername: `${handle}-gh`, handcashHandle: handle, estimatedDays });
const claimNumbers = (answer: Answer) => (answer.body.claims as { issueNumber: number }[]).map((claim) => claim.issueNumber);

/** Polls `read` on every server but `writer`, directly, until `seen` holds on each: the longest wait, in ms. */
async function slowestToSee(writer: Instance, read: (instance: Instance) => Promise<boolean>, write: () => Promise<unknown>): Promise<number> {
  const others = instances.filter((instance) => instance !== writer);
  // Each of them has the old answer in its cache first.
  for (const instance of others) expect(await read(instance)).toBe(false);
  await write();
  const written = performance.now();
  const waits = await Promise.all(
    others.map(async (instance) => {
      while (!(await read(instance))) {
        if (performance.now() - written > 2_000) return Number.POSITIVE_INFINITY;
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      return performance.now() - written;
    }),
  );
  return Math.max(...waits);
}

describe('three servers on one PostgreSQL behind a round-robin proxy', { timeout: 60_000 }, () => {
  it('concurrent claims of one contract: exactly one 201, the others 409', async () => {
    const answers = await Promise.all(PEOPLE.map((handle) => call(proxy.url, 'POST', '/api/claims', { body: claimOf(5, handle), cookie: cookieOf(handle) })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(PEOPLE.length - 1).fill(409)]);
  });

  it('concurrent payments of one contract: one pay call at HandCash', async () => {
    fake.fastDelayMs = 150;
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, index) =>
        call(proxy.url, 'POST', '/api/payments', {
          cookie: cookieOf('alice'),
          body: { issueNumber: 77, payee: 'octo', amount: '0.1', note: '', idempotencyKey: `three-servers-${String(index).padStart(6, '0')}` },
        }),
      ),
    );
    expect([fake.payRequests.length, answers.filter((answer) => answer.status === 201).length, answers.every((answer) => answer.status === 200 || answer.status === 201)]).toEqual([1, 1, true]);
  });

  it('reads are coherent: a claim, a release and a sign-out on one server show on the others within 100 ms', async () => {
    const [writer] = instances;
    const claimed = (issueNumber: number) => async (instance: Instance) => claimNumbers(await call(instance.url, 'GET', '/api/claims')).includes(issueNumber);
    const placing = await slowestToSee(writer!, claimed(8), () => call(writer!.url, 'POST', '/api/claims', { body: claimOf(8, 'bob'), cookie: cookieOf('bob') }));
    const released = (issueNumber: number) => async (instance: Instance) => !(await claimed(issueNumber)(instance));
    // Each server has the claim in its cache; the release is written on the last one.
    const releaser = instances[INSTANCES - 1]!;
    const others = instances.filter((instance) => instance !== releaser);
    for (const instance of others) expect(await claimed(8)(instance)).toBe(true);
    await call(releaser.url, 'DELETE', '/api/claims/8', { cookie: cookieOf('bob') });
    const releasedAt = performance.now();
    for (const instance of others) while (!(await released(8)(instance)) && performance.now() - releasedAt < 2_000) await new Promise((resolve) => setTimeout(resolve, 2));
    const releasing = performance.now() - releasedAt;
    const signedOut = async (instance: Instance) => (await call(instance.url, 'GET', '/api/session', { cookie: cookieOf('dave') })).body.profile == null;
    const signingOut = await slowestToSee(writer!, signedOut, () => call(writer!.url, 'DELETE', '/api/session', { cookie: cookieOf('dave') }));
    expect({ placing: placing <= COHERENCE_MS, releasing: releasing <= COHERENCE_MS, signingOut: signingOut <= COHERENCE_MS }).toEqual({ placing: true, releasing: true, signingOut: true });
  });

  it("a server's live stream of contracts tells of a claim placed on another server", async () => {
    const [writer, , watcher] = instances;
    const controller = new AbortController();
    const stream = await fetch(`${watcher!.url}/api/contracts/events`, { signal: controller.signal });
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const events = () => (text.match(/^event: contracts$/gm) ?? []).length;
    while (events() < 1) text += decoder.decode((await reader.read()).value);
    await call(writer!.url, 'POST', '/api/claims', { body: claimOf(9, 'erin'), cookie: cookieOf('erin') });
    const changed = await Promise.race([
      (async () => {
        while (events() < 2) text += decoder.decode((await reader.read()).value);
        return true;
      })(),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2_000)),
    ]);
    controller.abort();
    expect(changed).toBe(true);
  });

  it('the write limit counts across the servers: past it, each server answers 429', async () => {
    // A client of its own (another loopback address), sending to each server in turn, directly.
    const client = '127.0.0.7';
    const statuses: number[] = [];
    for (let index = 0; index < WRITE_LIMIT + INSTANCES; index += 1) {
      statuses.push((await call(instances[index % INSTANCES]!.url, 'POST', '/api/claims', { body: claimOf(10, 'nobody'), localAddress: client })).status);
    }
    expect([statuses.slice(0, WRITE_LIMIT).every((status) => status === 401), statuses.slice(WRITE_LIMIT)]).toEqual([true, Array(INSTANCES).fill(429)]);
  });

  it('the claim expiry runs once across the servers: one server leads the timers, one expired event, one notice', async () => {
    const placed = await call(proxy.url, 'POST', '/api/claims', { body: claimOf(11, 'frank', 3), cookie: cookieOf('frank') });
    expect(placed.status).toBe(201);
    const history = async () => ((await call(proxy.url, 'GET', '/api/contracts/11/history')).body.events as { kind: string }[]).map((event) => event.kind);
    const until = Date.now() + 10_000;
    while (!(await history()).includes('expired') && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
    // Time for any other server's sweep to have run too.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const notices = (await call(proxy.url, 'GET', '/api/notices', { cookie: cookieOf('frank') })).body.notices as { kind: string; issueNumber: number }[];
    expect({
      history: await history(),
      expiredNotices: notices.filter((notice) => notice.kind === 'expired' && notice.issueNumber === 11).length,
      leaders: instances.filter((instance) => instance.led).length,
    }).toEqual({ history: ['claimed', 'expired'], expiredNotices: 1, leaders: 1 });
  });

  it('a pull request that every server sees (a webhook delivered to each) is recorded once in the history', async () => {
    for (const instance of instances) await call(instance.url, 'GET', '/api/contracts');
    for (const instance of instances) instance.records.set(ISSUES, [...PULLS, pullRecord(91, 12, { authorLogin: 'grace-gh' })], Date.now());
    const history = async () => ((await call(proxy.url, 'GET', '/api/contracts/12/history')).body.events as { kind: string }[]).map((event) => event.kind);
    const until = Date.now() + 5_000;
    while (!(await history()).includes('pull-request-opened') && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await history()).toEqual(['pull-request-opened']);
  });
});
