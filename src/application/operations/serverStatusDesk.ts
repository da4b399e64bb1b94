import { isReady, type DatabaseStatus, type ServerStatus } from '../../domain/operations/serverStatus';
import type { DatabaseProbe, GitHubProbe, WalletProbe } from '../../ports/serverProbes.port';

/** A server running without a database. */
const NO_DATABASE: DatabaseStatus = { engine: 'none', reachable: false, migrationsApplied: null, migrationsPending: null };

/**
 * The operator's questions to one server: is it alive, is it ready for traffic (database reachable, migrations
 * applied), and the whole status (database, GitHub, wallet, version).
 */
export class ServerStatusDesk {
  constructor(
    private readonly database: DatabaseProbe | null,
    private readonly github: GitHubProbe,
    private readonly wallet: WalletProbe,
    private readonly version: string,
    /** Epoch ms (the composition root passes the system clock). */
    private readonly now: () => number,
  ) {}

  /** The database's state, and whether the server is ready for traffic. */
  async readiness(): Promise<{ readonly ready: boolean; readonly database: DatabaseStatus }> {
    const database = this.database === null ? NO_DATABASE : await this.database.check();
    return { ready: isReady(database), database };
  }

  /** Everything at once; the probes run side by side. */
  async status(): Promise<ServerStatus> {
    const [{ ready, database }, wallet] = await Promise.all([this.readiness(), this.wallet.check()]);
    return { version: this.version, ready, database, github: this.github.current(), wallet, checkedAt: this.now() };
  }
}
