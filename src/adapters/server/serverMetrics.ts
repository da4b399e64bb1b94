import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { domainOutcomeOf, type DomainCounter } from './domainOutcomes';

/** Request durations in seconds: from a 304 (well under a millisecond) to a slow wallet (10 s). */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The server's Prometheus metrics (prom-client), in a registry of its own: Node's process metrics
 * (`process_cpu_seconds_total`, `process_resident_memory_bytes`, `nodejs_eventloop_lag_seconds`, heap, GC…),
 * `http_request_duration_seconds{method, route, status}` (`route` is the pattern, `/api/claims/:issueNumber`, never
 * the path, so the series stay few) and the domain counters `workbench_claims_total`, `workbench_payments_total`,
 * `workbench_webhook_deliveries_total` by `outcome` (`domainOutcomes.ts`).
 */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  private readonly counters: Record<DomainCounter, Counter<'outcome'>> = {
    claims: new Counter({ name: 'workbench_claims_total', help: 'Claims placed, released, refused or failed.', labelNames: ['outcome'] as const, registers: [this.registry] }),
    payments: new Counter({
      name: 'workbench_payments_total',
      help: 'Reward payments paid, replayed, left pending check, refused or failed.',
      labelNames: ['outcome'] as const,
      registers: [this.registry],
    }),
    webhookDeliveries: new Counter({
      name: 'workbench_webhook_deliveries_total',
      help: 'GitHub webhook deliveries accepted, refused for their signature, refused or failed.',
      labelNames: ['outcome'] as const,
      registers: [this.registry],
    }),
  };

  constructor({ processMetrics = true }: { readonly processMetrics?: boolean } = {}) {
    if (processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  /** One answered request. */
  observe(method: string, route: string, status: number, seconds: number): void {
    this.durations.observe({ method, route, status: String(status) }, seconds);
    const domain = domainOutcomeOf(method, route, status);
    if (domain !== null) this.counters[domain.counter].inc({ outcome: domain.outcome });
  }

  /** The exposition text and its content type. */
  async exposition(): Promise<{ readonly text: string; readonly contentType: string }> {
    return { text: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}
