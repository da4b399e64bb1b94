import type { ClaimExpiry } from '../../application/contracts/claimExpiry';

/** The longest the claim timers sleep: a claim placed by another server is looked at within it. */
export const CLAIM_TIMERS_MAX_PAUSE_MS = 60_000;
/** How often a server that does not lead the scheduled jobs asks again (the leader may have stopped). */
export const CLAIM_TIMERS_FOLLOWER_PAUSE_MS = 5_000;

/** The running claim timers: `wake` sweeps now (a claim was placed here), `stop` ends them. */
export interface ClaimTimers {
  wake(): void;
  stop(): void;
}

/** How the timers run: whether this server leads the scheduled jobs (one server at a time), and the pauses. */
export interface ClaimTimerOptions {
  /** Asked before each sweep; a server that does not lead sweeps nothing and asks again later. */
  readonly leads?: () => Promise<boolean>;
  readonly maxPauseMs?: number;
  readonly followerPauseMs?: number;
}

/**
 * Runs the claim timers: sweeps now, then again when the next reminder or deadline falls (at most a minute later),
 * or when woken. Only the server that leads the scheduled jobs sweeps (`leads`: the advisory lock on PostgreSQL),
 * so the servers of one database run them once; the others ask again every `followerPauseMs` and take over when
 * the leader is gone. A failed sweep (a database that is down) is logged and tried again after the pause.
 */
export function runClaimTimers(expiry: ClaimExpiry, now: () => number, log: (line: string) => void, options: ClaimTimerOptions = {}): ClaimTimers {
  const { leads = () => Promise.resolve(true), maxPauseMs = CLAIM_TIMERS_MAX_PAUSE_MS, followerPauseMs = CLAIM_TIMERS_FOLLOWER_PAUSE_MS } = options;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let sweeping = false;
  let again = false;
  let leading = true;
  const schedule = (pause: number) => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => void sweep(), pause);
    timer.unref?.();
  };
  const sweep = async (): Promise<void> => {
    if (sweeping) {
      again = true;
      return;
    }
    sweeping = true;
    let next: number | null = null;
    leading = await leads().catch(() => false);
    if (!leading) {
      sweeping = false;
      again = false;
      if (!stopped) schedule(followerPauseMs);
      return;
    }
    try {
      next = await expiry.sweep();
    } catch (error) {
      log(`Claim timers: the sweep failed (${error instanceof Error ? error.message : String(error)}); trying again shortly.`);
    }
    sweeping = false;
    if (stopped) return;
    if (again) {
      again = false;
      schedule(0);
      return;
    }
    schedule(next === null ? maxPauseMs : Math.min(maxPauseMs, Math.max(0, next - now()) + 5));
  };
  void sweep();
  return {
    // A server that does not lead is not woken: it asks for the lead on its own pause, not on every claim.
    wake: () => {
      if (!stopped && leading) void sweep();
    },
    stop: () => {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
    },
  };
}
