import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServerEnvironment } from '../../src/adapters/config/serverSettings';
import { WEBHOOK_REFUSALS_PER_WINDOW } from '../../src/adapters/server/webhookRefusals';
import { startFakeGitHub, type FakeGitHub } from '../support/fakeGitHub';
import { gatewayApp } from './gatewayFixture';
import { serverFor } from './serverFixture';

/** What @hono/node-server hands the app: the socket the request came in on (here the test's loopback proxy). */
const fromSocket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
const PROXY = '127.0.0.1';

type App = ReturnType<typeof serverFor>;

/** A write (a claim without a session: 401 until the limit answers 429) from `socket`, forwarded for `forwardedFor`. */
const write = (app: App, forwardedFor: string | null, socket = PROXY) =>
  app.request(
    'http://localhost/api/claims',
    {
      method: 'POST',
      headers: { Origin: 'http://localhost', 'Content-Type': 'application/json', ...(forwardedFor === null ? {} : { 'X-Forwarded-For': forwardedFor }) },
      body: JSON.stringify({ issueNumber: 1, days: 7 }),
    },
    fromSocket(socket),
  );

const statuses = async (app: App, sends: readonly (string | null)[]) => {
  const answers: number[] = [];
  for (const forwardedFor of sends) answers.push((await write(app, forwardedFor)).status);
  return answers;
};

const limited = (env: ServerEnvironment = {}) => serverFor({ WRITE_RATE_LIMIT: '2', ...env });

describe('the write limit behind a proxy', () => {
  it('ignores X-Forwarded-For with TRUSTED_PROXIES unset: two clients behind one socket share one limit', async () => {
    expect(await statuses(limited(), ['198.51.100.1', '198.51.100.2', '198.51.100.3', null])).toEqual([503, 503, 429, 429]);
  });

  it('ignores X-Forwarded-For from a socket that is not a trusted proxy', async () => {
    const app = limited({ TRUSTED_PROXIES: '10.0.0.0/8' });
    expect(await statuses(app, ['198.51.100.1', '198.51.100.2', '198.51.100.3'])).toEqual([503, 503, 429]);
  });

  it('counts each client a trusted proxy names on its own (an IPv4-mapped or differently written IPv6 address is the same client)', async () => {
    const app = limited({ TRUSTED_PROXIES: PROXY });
    const first = await statuses(app, ['198.51.100.1', '198.51.100.1', '198.51.100.1']);
    const mapped = await statuses(app, ['198.51.100.2', '::ffff:198.51.100.2', '198.51.100.2']);
    const ipv6 = await statuses(app, ['2001:db8::2', '2001:DB8:0::2', '2001:db8:0:0:0:0:0:2']);
    expect({ first, mapped, ipv6 }).toEqual({ first: [503, 503, 429], mapped: [503, 503, 429], ipv6: [503, 503, 429] });
  });

  it('is not escaped by a spoofed left-most entry: the proxy appended the real client on the right', async () => {
    const app = limited({ TRUSTED_PROXIES: `${PROXY}, 10.0.0.0/8` });
    const spoofed = await statuses(app, ['198.51.100.1', '6.6.6.1, 198.51.100.1', '6.6.6.2, 198.51.100.1, 10.0.0.7', 'garbage, 198.51.100.1']);
    expect(spoofed).toEqual([503, 503, 429, 429]);
  });

  it('counts a trusted proxy’s own requests, or a malformed header, against the proxy', async () => {
    const app = limited({ TRUSTED_PROXIES: PROXY });
    expect(await statuses(app, [null, '198.51.100.1:4000', 'not-an-address'])).toEqual([503, 503, 429]);
  });
});

describe('bad webhook deliveries behind a proxy', () => {
  let fake: FakeGitHub;
  beforeEach(async () => {
    fake = await startFakeGitHub({ issues: 1 });
  });
  afterEach(() => fake.close());

  const badDelivery = (app: App, forwardedFor: string) =>
    app.request(
      '/api/github/webhook',
      { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-GitHub-Event': 'issues', 'X-Hub-Signature-256': 'sha256=00', 'X-Forwarded-For': forwardedFor }, body: '{}' },
      fromSocket(PROXY),
    );

  it('count against the client a trusted proxy names, which the log line names', async () => {
    const { app, logged } = gatewayApp(fake, {}, { TRUSTED_PROXIES: PROXY, WRITE_RATE_LIMIT: '0' });
    const first = [];
    for (let index = 0; index <= WEBHOOK_REFUSALS_PER_WINDOW; index += 1) first.push((await badDelivery(app, '198.51.100.1')).status);
    const other = (await badDelivery(app, '198.51.100.2')).status;
    expect({ last: first.at(-1), other, line: logged.at(-1) }).toEqual({
      last: 429,
      other: 401,
      line: 'GitHub webhook refused (401) from 198.51.100.2: bad-signature, 2 bytes',
    });
  });
});
