import type { CachedGitHubAnswer, GitHubAnswerCache } from './githubAnswerCache';
import { faultLogLine } from './githubFaultText';
import type { GitHubGatewaySettings } from '../config/serverSettings';
import { callGitHub, type UpstreamFault } from './githubUpstream';

/** The lists the gateway reads; each is `state=all&per_page=100`. */
export type GitHubList = 'issues' | 'pulls';

/** What a visitor gets for a URL: the last good answer (if any) and the fault of the last call (if it failed). */
export interface GatewayResult {
  readonly answer: CachedGitHubAnswer | null;
  readonly fault: UpstreamFault | null;
}

export interface GitHubGatewayOptions {
  readonly settings: GitHubGatewaySettings;
  readonly cache: GitHubAnswerCache;
  readonly now: () => number;
  /** Where the server log's lines go. */
  readonly log: (line: string) => void;
  /** An answer is revalidated at most this often per URL, for all visitors together. */
  readonly revalidateMs?: number;
  readonly timeoutMs?: number;
  /** Webhook refreshes of one URL are at least this far apart. */
  readonly refreshSpacingMs?: number;
}

export const GATEWAY_REVALIDATE_MS = 60_000;
export const GATEWAY_UPSTREAM_TIMEOUT_MS = 10_000;
export const GATEWAY_REFRESH_SPACING_MS = 1_000;
const PAGE_SIZE = 100;

/**
 * One GitHub identity and one cache for every visitor: each URL is asked upstream at most once per
 * `revalidateMs` (with `If-None-Match`), concurrent visitors share one call in flight, a rate limit stops every
 * call until it resets, and a webhook refreshes the kept answers (at most once per URL per `refreshSpacingMs`).
 * A changed answer bumps `version` and tells the `onChange` listeners.
 */
export class GitHubGateway {
  private readonly inFlight = new Map<string, Promise<GatewayResult>>();
  private readonly faults = new Map<string, { readonly fault: UpstreamFault; readonly at: number }>();
  private readonly lastCallAt = new Map<string, number>();
  private readonly trailing = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly listeners = new Set<(version: number) => void>();
  private blockedUntil = 0;
  private currentVersion = 0;
  /** Calls made to GitHub so far (for the log, tests and the benchmark). */
  upstreamCalls = 0;
  /** GitHub's `x-ratelimit-remaining` after the last call that carried it; null before one (for the status page). */
  quotaRemaining: number | null = null;
  /** When the last webhook asked for a refresh (epoch ms); null before one (for the status page). */
  lastWebhookAt: number | null = null;

  constructor(private readonly options: GitHubGatewayOptions) {}

  get version(): number {
    return this.currentVersion;
  }

  /** Until when GitHub refuses calls (epoch ms), or null when it does not. */
  get rateLimitedUntil(): number | null {
    return this.blockedUntil > this.options.now() ? this.blockedUntil : null;
  }

  get settings(): GitHubGatewaySettings {
    return this.options.settings;
  }

  /** The upstream URL of a page (1-based) of a list of `repo` (by default the operator's, `GITHUB_REPO`). */
  listUrl(list: GitHubList, page: number, repo: string = this.options.settings.repo): string {
    const { apiUrl } = this.options.settings;
    return `${apiUrl}/repos/${repo}/${list}?state=all&per_page=${PAGE_SIZE}${page > 1 ? `&page=${page}` : ''}`;
  }

  /** The upstream URL of GitHub's collaborator permission of `login` on `repo` (an object, not a list). */
  permissionUrl(repo: string, login: string): string {
    return `${this.options.settings.apiUrl}/repos/${repo}/collaborators/${encodeURIComponent(login)}/permission`;
  }

  /** The answer for `url`: kept, or asked upstream when the kept one is older than the revalidation interval. */
  async read(url: string): Promise<GatewayResult> {
    const cached = await this.options.cache.get(url);
    const now = this.options.now();
    const interval = this.options.revalidateMs ?? GATEWAY_REVALIDATE_MS;
    const fault = this.faults.get(url);
    if (fault !== undefined && now - fault.at < interval) return { answer: cached, fault: fault.fault };
    if (cached !== null && now - cached.checkedAt < interval) return { answer: cached, fault: null };
    return this.revalidate(url);
  }

  /**
   * Asks GitHub about `url` now, sharing a call already in flight; `isExpectedShape` says what a usable answer is
   * (a list by default; the permission answer is an object).
   */
  revalidate(url: string, isExpectedShape: (json: unknown) => boolean = Array.isArray): Promise<GatewayResult> {
    const pending = this.inFlight.get(url);
    if (pending !== undefined) return pending;
    const call = this.callUpstream(url, isExpectedShape).finally(() => this.inFlight.delete(url));
    this.inFlight.set(url, call);
    return call;
  }

  /** After a webhook: refreshes every kept answer, each at most once per spacing (a later one trails). */
  async refreshAll(): Promise<void> {
    this.lastWebhookAt = this.options.now();
    // Permission answers are asked afresh when needed, never refreshed by a delivery.
    for (const url of await this.options.cache.urls()) if (!url.includes('/collaborators/')) this.scheduleRefresh(url);
  }

  /** After a webhook of one repository: refreshes its kept lists only (each at most once per spacing). */
  async refreshRepository(repo: string): Promise<void> {
    this.lastWebhookAt = this.options.now();
    const prefix = `${this.options.settings.apiUrl}/repos/${repo}/`.toLowerCase();
    const ofRepository = (url: string) => [`${prefix}issues?`, `${prefix}pulls?`].some((start) => url.toLowerCase().startsWith(start));
    for (const url of await this.options.cache.urls()) if (ofRepository(url)) this.scheduleRefresh(url);
  }

  /** Calls `listener` with the new version after each changed answer; returns the unsubscribe. */
  onChange(listener: (version: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Cancels pending webhook refreshes. */
  close(): void {
    for (const timer of this.trailing.values()) clearTimeout(timer);
    this.trailing.clear();
    this.listeners.clear();
  }

  private scheduleRefresh(url: string): void {
    if (this.trailing.has(url)) return;
    const spacing = this.options.refreshSpacingMs ?? GATEWAY_REFRESH_SPACING_MS;
    const since = this.options.now() - (this.lastCallAt.get(url) ?? Number.NEGATIVE_INFINITY);
    if (since >= spacing && !this.inFlight.has(url)) {
      void this.revalidate(url);
      return;
    }
    const timer = setTimeout(() => {
      const pending = this.inFlight.get(url) ?? Promise.resolve();
      void pending.then(() => {
        this.trailing.delete(url);
        return this.revalidate(url);
      });
    }, Math.max(0, spacing - since));
    this.trailing.set(url, timer);
  }

  private async callUpstream(url: string, isExpectedShape: (json: unknown) => boolean): Promise<GatewayResult> {
    const { cache, now, log, settings } = this.options;
    const cached = await cache.get(url);
    const startedAt = now();
    if (startedAt < this.blockedUntil) {
      return this.failed(url, cached, { kind: 'rate-limited', retryAt: this.blockedUntil }, startedAt);
    }
    this.upstreamCalls += 1;
    this.lastCallAt.set(url, startedAt);
    const answer = await callGitHub({
      url,
      token: settings.token,
      etag: cached?.etag ?? null,
      timeoutMs: this.options.timeoutMs ?? GATEWAY_UPSTREAM_TIMEOUT_MS,
      now: startedAt,
      isExpectedShape,
    });
    if (answer.kind === 'fault') {
      log(faultLogLine(url, answer.fault));
      if (answer.fault.kind === 'rate-limited') {
        this.blockedUntil = Math.max(this.blockedUntil, answer.fault.retryAt);
        this.quotaRemaining = 0;
      }
      return this.failed(url, cached, answer.fault, startedAt);
    }
    this.faults.delete(url);
    if (answer.quotaRemaining !== undefined && answer.quotaRemaining !== null) this.quotaRemaining = answer.quotaRemaining;
    const checkedAt = now();
    if (answer.kind === 'not-modified') {
      if (cached === null) return this.failed(url, null, { kind: 'wrong-shape' }, startedAt);
      const confirmed = { ...cached, checkedAt };
      await cache.put(confirmed);
      return { answer: confirmed, fault: null };
    }
    const fresh: CachedGitHubAnswer = { url, body: answer.body, etag: answer.etag, hasNext: answer.hasNext, checkedAt };
    await cache.put(fresh);
    // A first answer is no change: only what visitors may already show makes them reload.
    if (cached !== null && (cached.body !== fresh.body || cached.hasNext !== fresh.hasNext)) this.changed();
    return { answer: fresh, fault: null };
  }

  private failed(url: string, cached: CachedGitHubAnswer | null, fault: UpstreamFault, at: number): GatewayResult {
    this.faults.set(url, { fault, at });
    return { answer: cached, fault };
  }

  private changed(): void {
    this.currentVersion += 1;
    for (const listener of this.listeners) listener(this.currentVersion);
  }
}
