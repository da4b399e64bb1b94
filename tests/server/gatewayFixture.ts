import { createHmac } from 'node:crypto';
import type { GitHubGatewayOverrides } from '../../src/composition/server/githubGatewayFor';
import type { ServerEnvironment } from '../../src/adapters/config/serverSettings';
import type { FakeGitHub } from '../support/fakeGitHub';
import { serverFor } from './serverFixture';

export const WEBHOOK_SECRET = 'webhook-secret';
export const ISSUES_PATH = '/api/github/repos/o/r/issues?state=all&per_page=100';
export const PULLS_PATH = '/api/github/repos/o/r/pulls?state=all&per_page=100';

/** A clock the test moves by hand. */
export const manualTime = (start = Date.UTC(2026, 10, 23, 10, 0, 0)) => {
  const time = { now: start, advance: (ms: number) => (time.now += ms) };
  return time;
};

/** The app with its GitHub gateway pointed at `fake`; the log's lines are collected. */
export function gatewayApp(fake: FakeGitHub, overrides: GitHubGatewayOverrides = {}, env: ServerEnvironment = {}) {
  const logged: string[] = [];
  const app = serverFor(
    { GITHUB_REPO: 'o/r', GITHUB_TOKEN: 'test-token', GITHUB_API_URL: fake.url, GITHUB_WEBHOOK_SECRET: WEBHOOK_SECRET, GITHUB_MAX_PAGES: '10', ...env },
    { githubGateway: { log: (line) => logged.push(line), ...overrides } },
  );
  return { app, logged };
}

/** `X-Hub-Signature-256` of a body under a secret. */
export const signatureOf = (body: string, secret = WEBHOOK_SECRET): string =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Delivers a webhook event; `signature` null sends none. */
export const deliver = (app: ReturnType<typeof serverFor>, event: string, body: string, signature: string | null = signatureOf(body)) =>
  app.request('/api/github/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-GitHub-Event': event, ...(signature === null ? {} : { 'X-Hub-Signature-256': signature }) },
    body,
  });
