import pg from 'pg';
import type { JobLeadership } from '../../ports/jobLeadership.port';

/** Any fixed number: the advisory lock whose holder runs the scheduled jobs (0 and 4_205_011 are taken). */
export const JOBS_LOCK_KEY = 4_205_012;

/**
 * The lead of the scheduled jobs on PostgreSQL: a session-level `pg_try_advisory_lock` on a dedicated connection.
 * The lock lives as long as that connection: a server that stops or loses it (then it no longer leads) frees it
 * for the next server that asks.
 */
export class PgJobLeadership implements JobLeadership {
  private client: pg.Client | null = null;
  private held = false;
  private trying: Promise<boolean> | null = null;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly key: number = JOBS_LOCK_KEY,
  ) {}

  leads(): Promise<boolean> {
    if (this.closed) return Promise.resolve(false);
    if (this.held && this.client !== null) return Promise.resolve(true);
    this.trying ??= this.tryToLead().finally(() => {
      this.trying = null;
    });
    return this.trying;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.trying;
    const client = this.client;
    this.client = null;
    this.held = false;
    // Ending the session ends its advisory locks.
    await client?.end().catch(() => undefined);
  }

  private async tryToLead(): Promise<boolean> {
    try {
      if (this.client === null) {
        const client = new pg.Client({ connectionString: this.url });
        const lost = () => {
          if (this.client !== client) return;
          this.client = null;
          this.held = false;
          void client.end().catch(() => undefined);
        };
        client.on('error', lost);
        client.on('end', lost);
        await client.connect();
        this.client = client;
      }
      const answer = await this.client.query<{ taken: boolean }>('SELECT pg_try_advisory_lock($1) AS taken', [this.key]);
      this.held = answer.rows[0]?.taken === true;
      // A close that came meanwhile ends the connection once this attempt is over.
      return this.held && !this.closed;
    } catch {
      const client = this.client;
      this.client = null;
      this.held = false;
      await client?.end().catch(() => undefined);
      return false;
    }
  }
}
