import { describe, expect, it } from 'vitest';
import { ServerMetrics } from '../../src/adapters/server/serverMetrics';
import { serverFor } from './serverFixture';
import { startFakeGitHub } from '../support/fakeGitHub';
import { deliver, gatewayApp, signatureOf } from './gatewayFixture';

const TOKEN = 'scrape-token-0123456789';

/** Prometheus text exposition parsed: each sample's name with its labels, and its value. */
function samples(text: string): Map<string, number> {
  const parsed = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})? (\S+)$/.exec(line);
    if (match === null) throw new Error(`not an exposition line: ${line}`);
    parsed.set(`${match[1]}${match[2] ?? ''}`, Number(match[3]));
  }
  return parsed;
}

const scrape = async (app: ReturnType<typeof serverFor>) => {
  const answer = await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
  return { answer, samples: samples(await answer.text()) };
};

describe('GET /metrics (Prometheus, prom-client)', () => {
  it('answers only a scraper with METRICS_TOKEN: 401 without or with another token, 404 when no token is set', async () => {
    const app = serverFor({ METRICS_TOKEN: TOKEN });
    const statuses = await Promise.all([
      app.request('/metrics'),
      app.request('/metrics', { headers: { Authorization: 'Bearer scrape-token-9876543210' } }),
      app.request('/metrics', { headers: { Authorization: `Basic ${TOKEN}` } }),
      app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } }),
      serverFor({}).request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } }),
    ]);
    expect(statuses.map((answer) => [answer.status, answer.headers.get('www-authenticate')])).toEqual([
      [401, 'Bearer realm="metrics"'],
      [401, 'Bearer realm="metrics"'],
      [401, 'Bearer realm="metrics"'],
      [200, null],
      [404, null],
    ]);
  });

  it('exports the process metrics and the request durations by method, route pattern and status', async () => {
    const app = serverFor({ METRICS_TOKEN: TOKEN });
    await app.request('/api/health');
    await app.request('/api/health');
    await app.request('/api/contracts/7/history');
    const { answer, samples: metrics } = await scrape(app);
    expect([answer.headers.get('content-type'), metrics.has('process_cpu_user_seconds_total'), metrics.has('nodejs_heap_size_used_bytes')]).toEqual([
      'text/plain; version=0.0.4; charset=utf-8',
      true,
      true,
    ]);
    expect([
      metrics.get('http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}'),
      metrics.get('http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/health",status="200"}'),
      metrics.get('http_request_duration_seconds_count{method="GET",route="/api/contracts/:issueNumber/history",status="404"}'),
    ]).toEqual([2, 2, 1]);
  });

  it('counts webhook deliveries by outcome: accepted, refused for a bad signature', async () => {
    const fake = await startFakeGitHub({ issues: 1 });
    try {
      const { app } = gatewayApp(fake, {}, { METRICS_TOKEN: TOKEN });
      const body = JSON.stringify({ action: 'opened', issue: { number: 1 } });
      await deliver(app, 'issues', body);
      await deliver(app, 'issues', body, signatureOf(body, 'another-secret'));
      await deliver(app, 'issues', body, null);
      const { samples: metrics } = await scrape(app);
      expect([metrics.get('workbench_webhook_deliveries_total{outcome="accepted"}'), metrics.get('workbench_webhook_deliveries_total{outcome="bad-signature"}')]).toEqual([1, 2]);
    } finally {
      await fake.close();
    }
  });

  it('counts claims and payments by their answers (placed, refused; paid, replayed, pending check)', async () => {
    const metrics = new ServerMetrics({ processMetrics: false });
    for (const [method, route, status] of [
      ['POST', '/api/claims', 201],
      ['POST', '/api/claims', 409],
      ['DELETE', '/api/claims/:issueNumber', 200],
      ['POST', '/api/payments', 201],
      ['POST', '/api/payments', 200],
      ['POST', '/api/payments', 202],
      ['POST', '/api/payments', 422],
      ['GET', '/api/payments', 200],
    ] as const) {
      metrics.observe(method, route, status, 0.01);
    }
    const parsed = samples((await metrics.exposition()).text);
    expect(
      [...parsed].filter(([name]) => name.startsWith('workbench_')),
    ).toEqual([
      ['workbench_claims_total{outcome="placed"}', 1],
      ['workbench_claims_total{outcome="refused"}', 1],
      ['workbench_claims_total{outcome="released"}', 1],
      ['workbench_payments_total{outcome="paid"}', 1],
      ['workbench_payments_total{outcome="replayed"}', 1],
      ['workbench_payments_total{outcome="pending-check"}', 1],
      ['workbench_payments_total{outcome="refused"}', 1],
    ]);
  });
});
