import { eq, inArray, lte } from 'drizzle-orm';
import type { GitHubIdentityRepository, GitHubLink, PendingGitHubSignIn } from '../../ports/githubIdentityRepository.port';
import type { Database } from './database';
import { githubLinks, githubSignIns } from './githubIdentitySchema';
import { guardDatabase } from './guardDatabase';
import { KeyedSelectBatch } from './keyedSelectBatch';

/**
 * GitHub sign-ins and links in PostgreSQL or PGlite (migration 0008). A state is taken with one `DELETE … RETURNING`,
 * so of two servers (or two requests) presenting the same state only one gets it. The links asked for at once (each
 * claim asks for its session's) are read by one statement.
 */
export class SqlGitHubIdentityRepository implements GitHubIdentityRepository {
  private readonly links: KeyedSelectBatch<GitHubLink>;

  constructor(private readonly db: Database) {
    this.links = new KeyedSelectBatch(
      (hashes) => this.db.select().from(githubLinks).where(inArray(githubLinks.sessionIdHash, [...hashes])),
      (link) => link.sessionIdHash,
    );
  }

  async savePending(pending: PendingGitHubSignIn, now: number): Promise<void> {
    await guardDatabase(() => this.db.delete(githubSignIns).where(lte(githubSignIns.expiresAt, now)));
    await guardDatabase(() => this.db.insert(githubSignIns).values(pending));
  }

  async takePending(stateHash: string): Promise<PendingGitHubSignIn | null> {
    const rows = await guardDatabase(() => this.db.delete(githubSignIns).where(eq(githubSignIns.stateHash, stateHash)).returning());
    return rows[0] ?? null;
  }

  async link(link: GitHubLink): Promise<void> {
    const { login, tokenCiphertext, linkedAt } = link;
    await guardDatabase(() =>
      this.db.insert(githubLinks).values(link).onConflictDoUpdate({ target: githubLinks.sessionIdHash, set: { login, tokenCiphertext, linkedAt } }),
    );
  }

  find(sessionIdHash: string): Promise<GitHubLink | null> {
    return this.links.find(sessionIdHash);
  }

  async unlink(sessionIdHash: string): Promise<boolean> {
    const rows = await guardDatabase(() =>
      this.db.delete(githubLinks).where(eq(githubLinks.sessionIdHash, sessionIdHash)).returning({ sessionIdHash: githubLinks.sessionIdHash }),
    );
    return rows.length > 0;
  }
}
