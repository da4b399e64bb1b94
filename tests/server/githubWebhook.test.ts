import { firstEvents } from '../support/serverSentEvents';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakePull, startFakeGitHub, type FakeGitHub } from '../support/fakeGitHub';
import { deliver, gatewayApp, ISSUES_PATH, PULLS_PATH, signatureOf } from './gatewayFixture';

let fake: FakeGitHub;
beforeEach(async () => {
  fake = await startFakeGitHub({ issues: 3, pulls: [fakePull(10, 1)] });
});
afterEach(() => fake.close());

const PAYLOAD = JSON.stringify({ action: 'closed', pull_request: { number: 10, merged: true } });
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the GitHub webhook', () => {
  it('accepts a signed pull_request event, refreshes the kept answers and announces the new version', async () => {
    const { app } = gatewayApp(fake);
    await app.request(PULLS_PATH);
    const events = await app.request('/api/github/events');
    const versions = firstEvents(events, 2);
    fake.merge(10);
    const delivered = await deliver(app, 'pull_request', PAYLOAD);
    // The refresh trails the first call by the one-second spacing; the event stream says when it landed.
    const announced = await versions;
    const pulls = (await (await app.request(PULLS_PATH)).json()) as { merged_at: string | null }[];
    expect({
      status: delivered.status,
      merged: pulls[0]?.merged_at !== null,
      upstream: fake.requests.map((request) => request.ifNoneMatch !== null),
      versions: announced,
    }).toEqual({ status: 202, merged: true, upstream: [false, true], versions: ['0', '1'] });
  });

  it('refuses a bad, a missing or an unconfigured signature with 401, one short line each, and changes nothing', async () => {
    const { app, logged } = gatewayApp(fake);
    await app.request(ISSUES_PATH);
    const bad = await deliver(app, 'issues', PAYLOAD, signatureOf(PAYLOAD, 'wrong-secret'));
    const missing = await deliver(app, 'issues', PAYLOAD, null);
    const truncated = await deliver(app, 'issues', PAYLOAD, signatureOf(PAYLOAD).slice(0, 20));
    const unconfigured = gatewayApp(fake, {}, { GITHUB_WEBHOOK_SECRET: '' });
    const refused = await deliver(unconfigured.app, 'issues', PAYLOAD);
    await settle(50);
    expect({
      statuses: [bad.status, missing.status, truncated.status, refused.status],
      upstream: fake.requests.length,
      logged: [...logged, ...unconfigured.logged],
    }).toEqual({
      statuses: [401, 401, 401, 401],
      upstream: 1,
      logged: [
        `GitHub webhook refused (401) from unknown: bad-signature, ${PAYLOAD.length} bytes`,
        `GitHub webhook refused (401) from unknown: missing-signature, unknown bytes`,
        `GitHub webhook refused (401) from unknown: bad-signature, ${PAYLOAD.length} bytes`,
        `GitHub webhook refused (401) from unknown: no-secret, unknown bytes`,
      ],
    });
  });

  it('ignores other events, and a flood of 1,000 deliveries costs at most one refresh per URL per second', async () => {
    const { app } = gatewayApp(fake);
    await Promise.all([app.request(ISSUES_PATH), app.request(PULLS_PATH)]);
    const ping = await deliver(app, 'ping', '{}');
    const started = Date.now();
    const flood = await Promise.all(Array.from({ length: 1_000 }, () => deliver(app, 'issues', PAYLOAD)));
    const seconds = (Date.now() - started) / 1000;
    await settle(1_300);
    const refreshes = fake.requests.length - 2;
    expect({ ping: ping.status, accepted: flood.every((response) => response.status === 202) }).toEqual({ ping: 202, accepted: true });
    // Two URLs: at most one refresh each per started second, plus the one trailing the flood.
    expect(refreshes).toBeGreaterThanOrEqual(2);
    expect(refreshes).toBeLessThanOrEqual(2 * (Math.ceil(seconds) + 1));
  }, 30_000);
});
