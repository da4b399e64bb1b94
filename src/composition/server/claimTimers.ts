import type { ClaimExpiry } from '../../application/contracts/claimExpiry';

/** The longest the claim timers sleep: a claim placed by another server is looked at within it. */
export const CLAIM_TIMERS_MAX_PAUSE_MS = 60_000;

/** The running claim timers: `wake` sweeps now (a claim was placed here), `stop` ends them. */
export interface ClaimTimers {
  wake(): void;
  stop(): void;
}

/**
 * Runs the claim timers: sweeps now, then again when the next reminder or deadline falls (at most a minute later),
 * or when woken. A failed sweep (a database that is down) is logged and tried again after the pause.
 */
export function runClaimTimers(expiry: ClaimExpiry, now: () => number, log: (line: string) => void, maxPauseMs = CLAIM_TIMERS_MAX_PAUSE_MS): ClaimTimers {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let sweeping = false;
  let again = false;
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
    wake: () => {
      if (!stopped) void sweep();
    },
    stop: () => {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
    },
  };
}
