/** How many writes a client made in the current window, and when that window ends (epoch ms). */
export interface WriteCount {
  readonly count: number;
  readonly windowEndsAt: number;
}

/**
 * Counts each client's writes in fixed windows, for the write rate limit: in the database when several servers
 * share one (PostgreSQL), so the limit counts across them; in memory otherwise.
 */
export interface WriteCounter {
  /** Counts one write of `client` at `at` (epoch ms): the count in its window, this write included. */
  add(client: string, at: number): Promise<WriteCount>;
}
