import type { DatabaseStatus, GitHubStatus, ServerStatus, WalletStatus } from '../../../domain/operations/serverStatus';
import type { ServerStatusReadError } from '../../../ports/serverStatusReader.port';

/** A fact of the status page: its label and its value in words. */
export interface StatusFact {
  readonly label: string;
  readonly value: string;
}

/** A moment as people read it on a server page: `2026-11-26 09:00 UTC`. */
const moment = (epochMs: number): string => `${new Date(epochMs).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const ENGINES: Readonly<Record<DatabaseStatus['engine'], string>> = {
  pglite: 'Embedded (PGlite)',
  postgres: 'PostgreSQL',
  none: 'None',
};

const GITHUB_MODES: Readonly<Record<GitHubStatus['mode'], string>> = {
  sample: 'Sample repository (embedded, offline)',
  browser: 'GitHub, called by the browser',
  gateway: 'GitHub, through the server gateway',
};

export const STATUS_TEXTS = {
  lead: 'The health of this server, as it answers now.',
  refresh: 'Check again',
  loading: 'Loading the server status…',
  failures: {
    unreachable: 'The server could not be reached. Check your connection and try again.',
    malformed: 'The server answered something unexpected.',
  } satisfies Readonly<Record<ServerStatusReadError, string>>,
  overall: (status: ServerStatus): string => (status.ready ? 'All systems ready' : 'Not ready: the database needs attention'),
  checkedAt: (status: ServerStatus): string => `Checked ${moment(status.checkedAt)} · version ${status.version}`,
  sections: { database: 'Database', github: 'GitHub', wallet: 'Wallet' },
  database: (database: DatabaseStatus): readonly StatusFact[] => [
    { label: 'Engine', value: ENGINES[database.engine] },
    { label: 'Reachable', value: database.reachable ? 'Yes' : 'No' },
    { label: 'Migrations applied', value: database.migrationsApplied === null ? 'Unknown' : String(database.migrationsApplied) },
    { label: 'Migrations pending', value: database.migrationsPending === null ? 'Unknown' : String(database.migrationsPending) },
  ],
  github: (github: GitHubStatus): readonly StatusFact[] => [
    { label: 'Source', value: GITHUB_MODES[github.mode] },
    ...(github.mode === 'gateway'
      ? [
          { label: 'Quota left', value: github.quotaRemaining === null ? 'Not known yet' : `${github.quotaRemaining} requests` },
          { label: 'Rate limited until', value: github.rateLimitedUntil === null ? 'Not limited' : moment(github.rateLimitedUntil) },
          { label: 'Last webhook', value: github.lastWebhookAt === null ? 'None since start' : moment(github.lastWebhookAt) },
        ]
      : []),
  ],
  wallet: (wallet: WalletStatus): readonly StatusFact[] => [
    { label: 'Wallet', value: wallet.mode === 'sandbox' ? 'Sandbox wallet (embedded)' : 'HandCash' },
    { label: 'Configured', value: wallet.configured ? 'Yes' : 'No: HANDCASH_APP_ID is not set' },
    { label: 'Reachable', value: wallet.reachable === null ? 'Not checked' : wallet.reachable ? 'Yes' : 'No' },
  ],
} as const;
