import { sql } from 'drizzle-orm';
import type { Claim } from '../../domain/contracts/claim';
import { DatabaseUnavailableError, type Database } from './database';
import { guardDatabase } from './guardDatabase';
import { claims } from './schema';
import { turnRows } from './turnStatements';
import { TurnBatch, type BatchOutcome } from './turnBatch';

/** The most claims one statement inserts. */
const MAX_BATCH = 500;

/**
 * One statement for any number of claims: the values go as nine arrays (`unnest`), so its text and its cost to
 * build do not grow with the batch (drizzle building a multi-row VALUES list, and PostgreSQL parsing one
 * parameter per value, cost more than the insert itself). It returns the contracts it claimed.
 */
function insertStatement(repository: string, batch: readonly Claim[]) {
  // `sql.param`: one parameter holding the array (drizzle spreads a bare array into a list of parameters).
  const column = <T>(value: (claim: Claim) => T) => sql.param(batch.map(value));
  return sql`INSERT INTO ${claims} (${sql.identifier(claims.issueNumber.name)}, ${sql.identifier(claims.githubUsername.name)},
      ${sql.identifier(claims.handcashHandle.name)}, ${sql.identifier(claims.claimerHandle.name)},
      ${sql.identifier(claims.claimedAt.name)}, ${sql.identifier(claims.deadline.name)}, ${sql.identifier(claims.rewardAmount.name)},
      ${sql.identifier(claims.rewardUnit.name)}, ${sql.identifier(claims.estimatedHours.name)}, ${sql.identifier(claims.repository.name)})
    SELECT *, ${repository}::text FROM unnest(${column((claim) => claim.issueNumber)}::integer[], ${column((claim) => claim.githubUsername)}::text[],
      ${column((claim) => claim.handcashHandle)}::text[], ${column((claim) => claim.claimedBy)}::text[],
      ${column((claim) => claim.claimedAt)}::bigint[], ${column((claim) => claim.deadline)}::bigint[],
      ${column((claim) => claim.terms?.rewardAmount ?? null)}::double precision[], ${column((claim) => claim.terms?.rewardUnit ?? null)}::text[],
      ${column((claim) => claim.terms?.estimatedHours ?? null)}::double precision[])
    ON CONFLICT (${sql.identifier(claims.repository.name)}, ${sql.identifier(claims.issueNumber.name)}) WHERE ${sql.identifier(claims.endedAt.name)} IS NULL DO NOTHING
    RETURNING ${sql.identifier(claims.issueNumber.name)} AS "issueNumber"`;
}

/**
 * Inserts claims unless an open claim holds their contract, several in one statement (`TurnBatch`: the claims sent
 * together share one statement and one commit). Each caller learns, once the statement committed, whether its claim
 * is now the open claim on its contract: not when an open claim held it, or an earlier claim of the same batch did.
 * One claim the database refuses (a value its columns cannot hold, which the routes refuse first) fails its own
 * caller only: the batch is then tried claim by claim.
 */
export class ClaimInsertBatch extends TurnBatch<Claim, boolean> {
  constructor(
    private readonly db: Database,
    /** The repository whose claims these are ('' the operator's; `SqlClaimRepository`). */
    private readonly repository: string = '',
  ) {
    super(MAX_BATCH);
  }

  /** True once `claim` is stored as its contract's open claim; false when an open claim holds the contract. */
  insert(claim: Claim): Promise<boolean> {
    return this.enqueue(claim);
  }

  protected async settle(batch: readonly Claim[]): Promise<readonly BatchOutcome<boolean>[]> {
    // Only the first claim on a contract is sent: the later ones are held by it, or by the claim that holds it.
    const firsts = new Map<number, number>();
    batch.forEach((claim, index) => {
      if (!firsts.has(claim.issueNumber)) firsts.set(claim.issueNumber, index);
    });
    const sentIndexes = [...firsts.values()];
    const outcomes = await this.outcomes(sentIndexes.map((index) => batch[index]!));
    const outcomeOf = new Map(sentIndexes.map((index, position) => [index, outcomes[position]!]));
    return batch.map((_, index) => outcomeOf.get(index) ?? { answer: false });
  }

  /**
   * Each claim's outcome, in order; never throws. A database that cannot answer fails them all; a statement it
   * refused for a value is tried again claim by claim, so that only the claim holding the value fails.
   */
  private async outcomes(sent: readonly Claim[]): Promise<readonly BatchOutcome<boolean>[]> {
    try {
      const rows = await guardDatabase(() => turnRows(this.db, 'claims', insertStatement(this.repository, sent)));
      const placed = new Set(rows.map((row) => Number(row['issueNumber'])));
      return sent.map((claim) => ({ answer: placed.has(claim.issueNumber) }));
    } catch (error) {
      if (error instanceof DatabaseUnavailableError || sent.length === 1) return sent.map(() => ({ error }));
      const alone: BatchOutcome<boolean>[] = [];
      for (const claim of sent) alone.push(...(await this.outcomes([claim])));
      return alone;
    }
  }
}
