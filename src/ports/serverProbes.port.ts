import type { DatabaseStatus, GitHubStatus, WalletStatus } from '../domain/operations/serverStatus';
import { token, type Token } from './token';

/**
 * Asks the database whether it answers and which migrations it has. Resolves within its time limit, never
 * rejects: an unreachable database is `{ reachable: false }`.
 */
export interface DatabaseProbe {
  check(): Promise<DatabaseStatus>;
}
export const DatabaseProbe: Token<DatabaseProbe> = token<DatabaseProbe>('DatabaseProbe');

/** The GitHub side as this server knows it (quota and webhooks are only known with the gateway on). Synchronous. */
export interface GitHubProbe {
  current(): GitHubStatus;
}
export const GitHubProbe: Token<GitHubProbe> = token<GitHubProbe>('GitHubProbe');

/** Whether the wallet answers. Resolves within its time limit (it may answer a recent reading), never rejects. */
export interface WalletProbe {
  check(): Promise<WalletStatus>;
}
export const WalletProbe: Token<WalletProbe> = token<WalletProbe>('WalletProbe');
