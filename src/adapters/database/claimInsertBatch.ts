import { sql } from 'drizzle-orm';
import type { Claim } from '../../domain/contracts/claim';
import { DatabaseUnavailableError, type Database } from './database';
import { guardDatabase } from './guardDatabase';
import { claims } from './schema';

interface Waiting {
  readonly claim: Claim;
  readonly resolve: (placed: boolean) => void;
  readonly reject: (error: unknown) => void;
}

/** What became of one claim sent: placed on its contract or not, or the error its statement met. */
type Outcome = { readonly placed: boolean } | { readonly error: unknown };

/** The most claims one statement inserts. */
const MAX_BATCH = 500;

/**
 * One statement for any number of claims: the values go as six arrays (`unnest`), so its text and its cost to
 * build do not grow with the batch (drizzle building a multi-row VALUES list, and PostgreSQL parsing one
 * parameter per value, cost more than the insert itself). It returns the contracts it claimed.
 */
function insertStatement(batch: readonly Claim[]) {
  // `sql.param`: one parameter holding the array (drizzle spreads a bare array into a list of parameters).
  const column = <T>(value: (claim: Claim) => T) => sql.param(batch.map(value));
  return sql`INSERT INTO ${claims} (${sql.identifier(claims.issueNumber.name)}, ${sql.identifier(claims.githubUsername.name)},
      ${sql.identifier(claims.handcashHandle.name)}, ${sql.identifier(claims.claimerHandle.name)},
      ${sql.identifier(claims.claimedAt.name)}, ${sql.identifier(claims.deadline.name)})
    SELECT * FROM unnest(${column((claim) => claim.issueNumber)}::integer[], ${column((claim) => claim.githubUsername)}::text[],
      ${column((claim) => claim.handcashHandle)}::text[], ${column((claim) => claim.claimedBy)}::text[],
      ${column((claim) => claim.claimedAt)}::bigint[], ${column((claim) => claim.deadline)}::bigint[])
    ON CONFLICT (${sql.identifier(claims.issueNumber.name)}) WHERE ${sql.identifier(claims.endedAt.name)} IS NULL DO NOTHING
    RETURNING ${sql.identifier(claims.issueNumber.name)} AS "issueNumber"`;
}

/**
 * Inserts claims unless an open claim holds their contract, several in one statement: the claims that arrive in one
 * turn of the event loop (and while a statement runs) go together in the next statement (one commit for all,
 * instead of one each, which is what bounds writes on PGlite's single connection and a server's WAL flushes). The
 * statement starts once the turn's requests have been read, so on PGlite (which runs on this thread) it does not
 * hold up requests that already arrived. Each caller learns, once the statement committed, whether its claim is
 * now the open claim on its contract: not when an open claim held it, or an earlier claim of the same batch did.
 * One claim the database refuses (a value its columns cannot hold, which the routes refuse first) fails its own
 * caller only: the batch is then tried claim by claim.
 */
export class ClaimInsertBatch {
  private waiting: Waiting[] = [];
  private running = false;
  private scheduled = false;

  constructor(private readonly db: Database) {}

  /** True once `claim` is stored as its contract's open claim; false when an open claim holds the contract. */
  insert(claim: Claim): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ claim, resolve, reject });
      this.schedule();
    });
  }

  /** Runs the next statement after this turn's I/O: requests already received join it instead of waiting behind it. */
  private schedule(): void {
    if (this.running || this.scheduled || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.runOne();
    });
  }

  private async runOne(): Promise<void> {
    this.running = true;
    const batch = this.waiting.splice(0, MAX_BATCH);
    // Only the first claim on a contract is sent: the later ones are held by it, or by the claim that holds it.
    const firsts = new Map<number, Waiting>();
    for (const waiting of batch) if (!firsts.has(waiting.claim.issueNumber)) firsts.set(waiting.claim.issueNumber, waiting);
    try {
      const sent = [...firsts.values()];
      const outcomes = await this.outcomes(sent.map((waiting) => waiting.claim));
      const outcomeOf = new Map(sent.map((waiting, index) => [waiting, outcomes[index]]));
      for (const waiting of batch) {
        // A later claim on the same contract is held by the first one (or by the claim that holds it).
        const outcome = outcomeOf.get(waiting);
        if (outcome === undefined) waiting.resolve(false);
        else if ('error' in outcome) waiting.reject(outcome.error);
        else waiting.resolve(outcome.placed);
      }
    } finally {
      this.running = false;
      this.schedule();
    }
  }

  /**
   * Each claim's outcome, in order; never throws. A database that cannot answer fails them all; a statement it
   * refused for a value is tried again claim by claim, so that only the claim holding the value fails.
   */
  private async outcomes(sent: readonly Claim[]): Promise<readonly Outcome[]> {
    try {
      const result = await guardDatabase(() => this.db.execute(insertStatement(sent)));
      const placed = new Set((result as unknown as { rows: { issueNumber: number }[] }).rows.map((row) => Number(row.issueNumber)));
      return sent.map((claim) => ({ placed: placed.has(claim.issueNumber) }));
    } catch (error) {
      if (error instanceof DatabaseUnavailableError || sent.length === 1) return sent.map(() => ({ error }));
      const alone: Outcome[] = [];
      for (const claim of sent) alone.push(...(await this.outcomes([claim])));
      return alone;
    }
  }
}
