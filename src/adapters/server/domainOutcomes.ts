import { GITHUB_GATEWAY_PATH } from '../config/serverConstants';
import { API_PATHS } from '../http/apiPaths';
import { WEBHOOK_ROUTE } from './githubGateway.routes';

/** The domain counters `/metrics` exports, each with an `outcome` label. */
export type DomainCounter = 'claims' | 'payments' | 'webhookDeliveries';

type Outcomes = (status: number) => string;

const refusedOrFailed = (status: number) => (status >= 500 ? 'failed' : 'refused');

/**
 * What an answer of a domain route means, by method and route pattern: a claim placed or refused, a payment paid,
 * replayed (the recorded payment given back) or left pending check, a webhook delivery accepted or refused for its
 * signature. Read from the HTTP answers the routes document, so no use case knows about metrics.
 */
const OUTCOMES: ReadonlyMap<string, readonly [DomainCounter, Outcomes]> = new Map([
  [`POST ${API_PATHS.claims}`, ['claims', (status) => (status === 201 ? 'placed' : refusedOrFailed(status))]],
  [`DELETE ${API_PATHS.claims}/:issueNumber`, ['claims', (status) => (status < 300 ? 'released' : refusedOrFailed(status))]],
  [
    `POST ${API_PATHS.payments}`,
    ['payments', (status) => (status === 201 ? 'paid' : status === 200 ? 'replayed' : status === 202 ? 'pending-check' : refusedOrFailed(status))],
  ],
  [
    `POST ${GITHUB_GATEWAY_PATH}${WEBHOOK_ROUTE}`,
    ['webhookDeliveries', (status) => (status === 202 ? 'accepted' : status === 401 ? 'bad-signature' : refusedOrFailed(status))],
  ],
]);

/** The domain counter and outcome of an answer, or null for a route no counter follows. */
export function domainOutcomeOf(method: string, route: string, status: number): { readonly counter: DomainCounter; readonly outcome: string } | null {
  const known = OUTCOMES.get(`${method} ${route}`);
  return known === undefined ? null : { counter: known[0], outcome: known[1](status) };
}
