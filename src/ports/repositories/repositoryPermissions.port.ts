import { token, type Token } from '../token';

/**
 * What GitHub's collaborator-permission API (`GET /repos/{owner}/{repo}/collaborators/{username}/permission`) said
 * of a login: `write` (write, maintain or admin), `read-only` (read, triage or none), `not-found` (no such repository
 * or login GitHub shows us), `unavailable` (no usable answer: rate limit, timeout, an unreadable answer). An unknown
 * answer is never taken for access.
 */
export type RepositoryAccess = 'write' | 'read-only' | 'not-found' | 'unavailable';

/** Asks the code host which access a GitHub login holds on a repository. Never rejects. */
export interface RepositoryPermissions {
  accessOf(fullName: string, login: string): Promise<RepositoryAccess>;
}

export const RepositoryPermissions: Token<RepositoryPermissions> = token<RepositoryPermissions>('RepositoryPermissions');
