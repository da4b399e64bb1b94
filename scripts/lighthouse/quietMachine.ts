/**
 * Waits until the machine's CPUs are mostly idle, so a Lighthouse score measures the page and not what ran just
 * before it (in `npm test`, the end-to-end suite's browsers and servers, still winding down when the gate starts).
 * Idle is read from the kernel's CPU times over short windows; after `maxMs` it goes on anyway and says so.
 */
import { cpus } from 'node:os';

const WINDOW_MS = 2_000;

function idleShare(before: ReturnType<typeof cpus>, after: ReturnType<typeof cpus>): number {
  let idle = 0;
  let total = 0;
  after.forEach((cpu, index) => {
    const earlier = before[index]?.times;
    if (earlier === undefined) return;
    const times = cpu.times;
    idle += times.idle - earlier.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq - (earlier.user + earlier.nice + earlier.sys + earlier.idle + earlier.irq);
  });
  return total === 0 ? 1 : idle / total;
}

/** Quiet means this many windows in a row at or above the idle share (one quiet moment between bursts is not enough). */
const QUIET_WINDOWS = 3;

export async function waitForQuietMachine({ idleAtLeast = 0.9, maxMs = 120_000 } = {}): Promise<{ idle: number; waitedMs: number }> {
  const started = Date.now();
  let quietInARow = 0;
  for (;;) {
    const before = cpus();
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
    const idle = idleShare(before, cpus());
    quietInARow = idle >= idleAtLeast ? quietInARow + 1 : 0;
    const waitedMs = Date.now() - started;
    if (quietInARow >= QUIET_WINDOWS || waitedMs >= maxMs) return { idle, waitedMs };
  }
}
