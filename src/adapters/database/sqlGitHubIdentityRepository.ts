import { and, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { GitHubIdentityRepository, GitHubLink, GitHubLinkOutcome, PendingGitHubSignIn } from '../../ports/githubIdentityRepository.port';
import type { Database } from './database';
import { githubLinks, githubSignIns } from './githubIdentitySchema';
import { sessions } from './schema';
import { guardDatabase } from './guardDatabase';
import { KeyedSelectBatch } from './keyedSelectBatch';

/**
 * GitHub sign-ins and links in PostgreSQL or PGlite (migrations 0008, 0017). A state is taken with one `DELETE …
 * RETURNING`, so of two servers (or two requests) presenting the same state only one gets it. A link is checked and
 * written in one transaction under an advisory lock named by the login, so two accounts linking one login at once
 * cannot both win. The links asked for at once (each
 * claim asks for its session's) are read by one statement.
 */
/** The first key of the advisory lock a link takes (the second is the login's hash): any fixed number of its own. */
const GITHUB_LINK_LOCK_CLASS = 4_205_018;

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

  link(link: GitHubLink): Promise<GitHubLinkOutcome> {
    const { login, tokenCiphertext, linkedAt, handcashHandle } = link;
    return guardDatabase(() =>
      this.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${GITHUB_LINK_LOCK_CLASS}, hashtext(lower(${login})))`);
        const held = await tx
          .select({ sessionIdHash: githubLinks.sessionIdHash })
          .from(githubLinks)
          .innerJoin(sessions, eq(sessions.idHash, githubLinks.sessionIdHash))
          .where(
            and(
              eq(sql`lower(${githubLinks.login})`, login.toLowerCase()),
              ne(sql`lower(${githubLinks.handcashHandle})`, handcashHandle.toLowerCase()),
              gt(sessions.expiresAt, linkedAt),
            ),
          )
          .limit(1);
        if (held.length > 0) return 'linked-elsewhere' as const;
        await tx
          .insert(githubLinks)
          .values(link)
          .onConflictDoUpdate({ target: githubLinks.sessionIdHash, set: { login, tokenCiphertext, linkedAt, handcashHandle } });
        return 'linked' as const;
      }),
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
