/** Why a webhook delivery was refused, as the log's short line names it. */
export type WebhookRefusalReason = 'no-secret' | 'missing-signature' | 'bad-signature' | 'too-large' | 'no-event';

/** Bad deliveries one address may send in a window before it is answered 429 without being read. */
export const WEBHOOK_REFUSALS_PER_WINDOW = 10;
export const WEBHOOK_REFUSAL_WINDOW_MS = 60_000;
/** Addresses remembered at most; past it the windows start over (a limiter, not data). */
const MAX_ADDRESSES = 10_000;

/**
 * Counts bad webhook deliveries per address in fixed windows. `refuse` records one and says whether the address
 * is now over its limit; `retryAfterMs` is how long a limited address waits. Counted in this process's memory.
 */
export class WebhookRefusals {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly now: () => number,
    private readonly limit = WEBHOOK_REFUSALS_PER_WINDOW,
    private readonly windowMs = WEBHOOK_REFUSAL_WINDOW_MS,
  ) {}

  /** Milliseconds until `address` may be read again; 0 when it is under its limit. */
  retryAfterMs(address: string): number {
    const window = this.current(address);
    return window !== undefined && window.count >= this.limit ? Math.max(1, window.start + this.windowMs - this.now()) : 0;
  }

  /** Records a bad delivery from `address`. */
  refuse(address: string): void {
    let window = this.current(address);
    if (window === undefined) {
      if (this.windows.size >= MAX_ADDRESSES) this.windows.clear();
      window = { start: this.now(), count: 0 };
      this.windows.set(address, window);
    }
    window.count += 1;
  }

  private current(address: string): { start: number; count: number } | undefined {
    const window = this.windows.get(address);
    if (window !== undefined && this.now() - window.start >= this.windowMs) {
      this.windows.delete(address);
      return undefined;
    }
    return window;
  }
}
