import { isNull } from 'drizzle-orm';
import type { Claim } from '../../domain/contracts/claim';
import type { Database } from './database';
import { guardDatabase } from './guardDatabase';
import { claims } from './schema';

type Row = typeof claims.$inferSelect;
interface Waiting {
  readonly claim: Claim;
  readonly resolve: (row: Row | undefined) => void;
  readonly reject: (error: unknown) => void;
}

/** The most claims one statement inserts. */
const MAX_BATCH = 200;

const sameClaim = (row: Row, claim: Claim): boolean =>
  row.issueNumber === claim.issueNumber &&
  row.claimerHandle === claim.claimedBy &&
  row.githubUsername === claim.githubUsername &&
  row.handcashHandle === claim.handcashHandle &&
  row.claimedAt === claim.claimedAt &&
  row.deadline === claim.deadline;

/**
 * Inserts claims unless an open claim holds their contract, several in one statement: the claims that arrive while
 * one statement runs go together in the next (one commit for all, instead of one each, which is what bounds
 * writes on PGlite's single connection and a server's WAL flushes). Each caller gets its own row once the
 * statement committed, or none when an open claim (possibly one of the same batch) held the contract.
 */
export class ClaimInsertBatch {
  private waiting: Waiting[] = [];
  private running = false;

  constructor(private readonly db: Database) {}

  insert(claim: Claim): Promise<Row | undefined> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ claim, resolve, reject });
      void this.drain();
    });
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, MAX_BATCH);
        try {
          const rows = await guardDatabase(() => this.insertAll(batch.map((waiting) => waiting.claim)));
          for (const waiting of batch) {
            const index = rows.findIndex((row) => sameClaim(row, waiting.claim));
            // Each row answers one caller: an identical second claim in the batch was held by the first.
            waiting.resolve(index < 0 ? undefined : rows.splice(index, 1)[0]);
          }
        } catch (error) {
          for (const waiting of batch) waiting.reject(error);
        }
      }
    } finally {
      this.running = false;
    }
  }

  private insertAll(batch: readonly Claim[]): Promise<Row[]> {
    return this.db
      .insert(claims)
      .values(
        batch.map((claim) => ({
          issueNumber: claim.issueNumber,
          githubUsername: claim.githubUsername,
          handcashHandle: claim.handcashHandle,
          claimerHandle: claim.claimedBy,
          claimedAt: claim.claimedAt,
          deadline: claim.deadline,
        })),
      )
      .onConflictDoNothing({ target: claims.issueNumber, where: isNull(claims.endedAt) })
      .returning();
  }
}
