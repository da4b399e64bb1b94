import type { GitHubStatus } from '../../domain/operations/serverStatus';
import type { GitHubProbe } from '../../ports/serverProbes.port';
import type { GitHubGateway } from './githubGateway';

/** GitHub as this server knows it: the sample, the browser calling GitHub itself, or the gateway's quota and webhooks. */
export function gatewayProbe(mode: 'sample' | 'browser', gateway: GitHubGateway | null): GitHubProbe {
  return {
    current: (): GitHubStatus =>
      gateway === null
        ? { mode, quotaRemaining: null, rateLimitedUntil: null, lastWebhookAt: null }
        : { mode: 'gateway', quotaRemaining: gateway.quotaRemaining, rateLimitedUntil: gateway.rateLimitedUntil, lastWebhookAt: gateway.lastWebhookAt },
  };
}
