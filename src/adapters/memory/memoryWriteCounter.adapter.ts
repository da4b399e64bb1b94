import type { WriteCount, WriteCounter } from '../../ports/writeCounter.port';

/** Past this many clients the windows are forgotten (a bound on memory, not a rule). */
const MAX_CLIENTS = 10_000;

/**
 * Counts writes in this process's memory: a client's window starts at its first write and lasts `windowMs`. Right
 * for one server (PGlite); servers sharing PostgreSQL count in the database (`SqlWriteCounter`).
 */
export class MemoryWriteCounter implements WriteCounter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly windowMs: number) {}

  add(client: string, at: number): Promise<WriteCount> {
    let window = this.windows.get(client);
    if (window === undefined || at - window.start >= this.windowMs) {
      if (this.windows.size > MAX_CLIENTS) this.windows.clear();
      window = { start: at, count: 0 };
      this.windows.set(client, window);
    }
    window.count += 1;
    return Promise.resolve({ count: window.count, windowEndsAt: window.start + this.windowMs });
  }
}
