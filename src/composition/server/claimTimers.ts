import type { ClaimExpiry } from '../../application/contracts/claimExpiry';

/** The longest the claim timers sleep: a claim placed by another server is looked at within it. */
export const CLAIM_TIMERS_MAX_PAUSE_MS = 60_000;
/** How often a server that does not lead the scheduled jobs asks again (the leader may have stopped). */
export const CLAIM_TIMERS_FOLLOWER_PAUSE_MS = 5_000;

/**
 * The running claim timers: `wake` sweeps now (claims changed on another server), `wakeBy` sweeps by `at` at the latest
 * (a claim placed here: its first timer), `stop` ends them.
 */
export interface ClaimTimers {
  wake(): void;
  wakeBy(at: number): void;
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
export function runClaimTimers(expiry: Pick<ClaimExpiry, 'sweep'>, now: () => number, log: (line: string) => void, options: ClaimTimerOptions = {}): ClaimTimers {
  const { leads = () => Promise.resolve(true), maxPauseMs = CLAIM_TIMERS_MAX_PAUSE_MS, followerPauseMs = CLAIM_TIMERS_FOLLOWER_PAUSE_MS } = options;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let sweeping = false;
  let again = false;
  let leading = true;
  /** When the next sweep is due; and, while one runs, the earliest timer a claim placed meanwhile has. */
  let dueAt = Number.POSITIVE_INFINITY;
  let soonest = Number.POSITIVE_INFINITY;
  const schedule = (pause: number) => {
    if (timer !== null) clearTimeout(timer);
    dueAt = now() + pause;
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
    const nextAt = Math.min(next ?? Number.POSITIVE_INFINITY, soonest);
    soonest = Number.POSITIVE_INFINITY;
    schedule(nextAt === Number.POSITIVE_INFINITY ? maxPauseMs : Math.min(maxPauseMs, Math.max(0, nextAt - now()) + 5));
  };
  void sweep();
  return {
    // A server that does not lead is not woken: it asks for the lead on its own pause, not on every claim.
    wake: () => {
      if (!stopped && leading) void sweep();
    },
    // A claim placed here: its timer is kept (no sweep of every claim per claim), the sweep moved earlier if it falls before.
    wakeBy: (at) => {
      if (stopped || !leading) return;
      if (sweeping) soonest = Math.min(soonest, at);
      else if (at + 5 < dueAt) schedule(Math.min(maxPauseMs, Math.max(0, at - now()) + 5));
    },
    stop: () => {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
    },
  };
}
