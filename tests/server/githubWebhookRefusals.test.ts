import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../support/fakeGitHub';
import { deliver, gatewayApp, manualTime, signatureOf } from './gatewayFixture';
import { WEBHOOK_REFUSALS_PER_WINDOW } from '../../src/adapters/server/webhookRefusals';

let fake: FakeGitHub;
beforeEach(async () => {
  fake = await startFakeGitHub({ issues: 1 });
});
afterEach(() => fake.close());

const PAYLOAD = JSON.stringify({ action: 'opened', issue: { number: 1 } });

/** A body that never ends: a route that reads it never answers. */
const endlessBody = () => new ReadableStream<Uint8Array>({ pull: () => new Promise(() => undefined) });

const deliverEndless = (app: ReturnType<typeof gatewayApp>['app'], headers: Record<string, string>) =>
  app.request('/api/github/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-GitHub-Event': 'issues', ...headers },
    body: endlessBody(),
    duplex: 'half',
  } as RequestInit);

describe('bad GitHub webhook deliveries', () => {
  it(`answer 429 with Retry-After once an address sent ${WEBHOOK_REFUSALS_PER_WINDOW} in a minute, even to a good one, until the minute is over`, async () => {
    const time = manualTime();
    const { app, logged } = gatewayApp(fake, { now: () => time.now });
    const bad = [];
    for (let index = 0; index < WEBHOOK_REFUSALS_PER_WINDOW; index += 1) bad.push((await deliver(app, 'issues', PAYLOAD, 'sha256=00')).status);
    const limited = await deliver(app, 'issues', PAYLOAD);
    time.advance(30_000);
    const stillLimited = await deliver(app, 'issues', PAYLOAD);
    time.advance(30_000);
    const after = await deliver(app, 'issues', PAYLOAD);
    expect({
      bad,
      limited: [limited.status, limited.headers.get('retry-after')],
      stillLimited: [stillLimited.status, stillLimited.headers.get('retry-after')],
      after: after.status,
      lines: logged.length,
      last: logged.at(-1),
    }).toEqual({
      bad: Array.from({ length: WEBHOOK_REFUSALS_PER_WINDOW }, () => 401),
      limited: [429, '60'],
      stillLimited: [429, '30'],
      after: 202,
      lines: WEBHOOK_REFUSALS_PER_WINDOW,
      last: `GitHub webhook refused (401) from unknown: bad-signature, ${PAYLOAD.length} bytes; further deliveries answered 429 for 60 s`,
    });
  });

  it('are judged by their headers before the body is read: a declared size over 5 MB, a missing signature or event', async () => {
    const { app, logged } = gatewayApp(fake);
    const tooLarge = await deliverEndless(app, { 'Content-Length': String(6 * 1024 * 1024), 'X-Hub-Signature-256': signatureOf('x') });
    const unsigned = await deliverEndless(app, { 'Content-Length': String(4 * 1024 * 1024) });
    const noEvent = await app.request('/api/github/webhook', { method: 'POST', headers: { 'X-Hub-Signature-256': signatureOf(PAYLOAD) }, body: PAYLOAD });
    expect({ statuses: [tooLarge.status, unsigned.status, noEvent.status], logged }).toEqual({
      statuses: [413, 401, 400],
      logged: [
        'GitHub webhook refused (413) from unknown: too-large, 6291456 bytes',
        'GitHub webhook refused (401) from unknown: missing-signature, 4194304 bytes',
        'GitHub webhook refused (400) from unknown: no-event, unknown bytes',
      ],
    });
  });

  it('refuse a body that grows past 5 MB without a declared size, and never log the body', async () => {
    const { app, logged } = gatewayApp(fake);
    const chunk = new Uint8Array(1024 * 1024).fill(0x61);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const answer = await app.request('/api/github/webhook', {
      method: 'POST',
      headers: { 'X-GitHub-Event': 'issues', 'X-Hub-Signature-256': signatureOf('a') },
      body,
      duplex: 'half',
    } as RequestInit);
    expect({ status: answer.status, sentMb: sent <= 8, logged }).toEqual({
      status: 413,
      sentMb: true,
      logged: ['GitHub webhook refused (413) from unknown: too-large, unknown bytes'],
    });
  });
});
