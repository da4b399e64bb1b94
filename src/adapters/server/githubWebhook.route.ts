import type { Context } from 'hono';
import type { GitHubGateway } from '../github/githubGateway';
import { clientAddress } from './clientAddress';
import { expectedSignature, signatureMatches } from './webhookSignature';
import { WEBHOOK_REFUSAL_WINDOW_MS, WebhookRefusals, type WebhookRefusalReason } from './webhookRefusals';

/** GitHub caps webhook payloads at 25 MB; issue events are far smaller. */
export const WEBHOOK_MAX_BODY_BYTES = 5 * 1024 * 1024;

const DECIMAL = /^\d+$/;

const ANSWERS: Record<WebhookRefusalReason, { status: 400 | 401 | 413; error: string }> = {
  'no-secret': { status: 401, error: 'Invalid webhook signature' },
  'missing-signature': { status: 401, error: 'Invalid webhook signature' },
  'bad-signature': { status: 401, error: 'Invalid webhook signature' },
  'too-large': { status: 413, error: 'Webhook payload too large' },
  'no-event': { status: 400, error: 'Missing X-GitHub-Event' },
};

/**
 * `POST …/webhook`: a signed delivery of GitHub's; an `issues` or `pull_request` event refreshes the gateway's kept
 * answers (202). A bad delivery (no secret configured, a missing or wrong `X-Hub-Signature-256`, no
 * `X-GitHub-Event`, a body over 5 MB) is refused and logged in one short line (status, address, reason, size;
 * never the body), and counts against its address: past `WEBHOOK_REFUSALS_PER_WINDOW` in a minute, 429 with
 * `Retry-After` before anything is read. Whatever can be judged from the headers (the declared size, the
 * signature's presence) is judged before the body is read, and the body is only ever streamed through the HMAC.
 */
export function githubWebhookRoute(secret: string | null, gateway: Pick<GitHubGateway, 'refreshAll'>, now: () => number, log: (line: string) => void) {
  return signedWebhookRoute(() => Promise.resolve(secret === null ? null : { secret, refresh: () => gateway.refreshAll() }), now, log);
}

/** Whose delivery it is: the secret it must be signed with, and what an `issues` or `pull_request` event refreshes. */
export interface WebhookTarget {
  readonly secret: string;
  readonly refresh: () => Promise<void>;
}

/**
 * The same checks for any delivery URL whose secret is looked up per request (`targetOf`; null: no secret, refused
 * 401 as a wrong signature is): a connected repository's `/api/github/webhook/<id>`.
 */
export function signedWebhookRoute(targetOf: (c: Context) => Promise<WebhookTarget | null>, now: () => number, log: (line: string) => void) {
  const refusals = new WebhookRefusals(now);
  return async (c: Context): Promise<Response> => {
    const address = clientAddress(c);
    const retryMs = refusals.retryAfterMs(address);
    if (retryMs > 0) {
      c.header('Retry-After', String(Math.ceil(retryMs / 1000)));
      return c.json({ success: false, error: 'Too many bad webhook deliveries' }, 429);
    }
    const length = c.req.header('content-length');
    const declared = length !== undefined && DECIMAL.test(length) ? Number(length) : null;
    const refuse = (reason: WebhookRefusalReason, bytes: number | null): Response => {
      refusals.refuse(address);
      const { status, error } = ANSWERS[reason];
      const limited = refusals.retryAfterMs(address) > 0 ? `; further deliveries answered 429 for ${WEBHOOK_REFUSAL_WINDOW_MS / 1000} s` : '';
      log(`GitHub webhook refused (${status}) from ${address}: ${reason}, ${bytes ?? 'unknown'} bytes${limited}`);
      return c.json({ success: false, error }, status);
    };
    const target = await targetOf(c);
    if (target === null) return refuse('no-secret', declared);
    if (declared !== null && declared > WEBHOOK_MAX_BODY_BYTES) return refuse('too-large', declared);
    const signature = c.req.header('x-hub-signature-256');
    if (signature === undefined || signature === '') return refuse('missing-signature', declared);
    const event = c.req.header('x-github-event');
    if (event === undefined || event === '') return refuse('no-event', declared);
    const expected = await expectedSignature(target.secret, c.req.raw.body, WEBHOOK_MAX_BODY_BYTES);
    if (expected === 'too-large') return refuse('too-large', declared);
    if (!signatureMatches(expected.signature, signature)) return refuse('bad-signature', expected.bytes);
    const refreshing = event === 'issues' || event === 'pull_request';
    if (refreshing) void target.refresh();
    return c.json({ success: true, event, refreshing }, 202);
  };
}
