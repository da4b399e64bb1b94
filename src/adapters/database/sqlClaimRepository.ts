import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Claim } from '../../domain/contracts/claim';
import type { ClaimTerms, RewardUnit } from '../../domain/contracts/contract';
import type { ReleaseRefusal } from '../../domain/contracts/claimRules';
import type { ClaimRepository, PlaceClaimOutcome } from '../../ports/claimRepository.port';
import type { Database } from './database';
import { ClaimInsertBatch } from './claimInsertBatch';
import { guardDatabase } from './guardDatabase';
import { claims } from './schema';

type Row = typeof claims.$inferSelect;

const UNITS: readonly RewardUnit[] = ['BAPP', 'BCODE'];

/** The terms a row froze; null when it has none (placed before migration 0021) or holds an unknown unit. */
const termsOf = (row: Pick<Row, 'rewardAmount' | 'rewardUnit' | 'estimatedHours'>): ClaimTerms | null => {
  const unit = UNITS.find((known) => known === row.rewardUnit);
  if (row.rewardAmount === null || row.estimatedHours === null || unit === undefined) return null;
  return { rewardAmount: row.rewardAmount, rewardUnit: unit, estimatedHours: row.estimatedHours };
};

/** The row as a claim; unknown terms are left out (absent reads as unknown, as for a claim made without them). */
const toClaim = (row: Row): Claim => {
  const terms = termsOf(row);
  const claim: Claim = {
    issueNumber: row.issueNumber,
    githubUsername: row.githubUsername,
    handcashHandle: row.handcashHandle,
    claimedBy: row.claimerHandle,
    claimedAt: row.claimedAt,
    deadline: row.deadline,
  };
  return terms === null ? claim : { ...claim, terms };
};

/** A claim's frozen terms as the row's columns (all null when unknown). */
export const termColumnsOf = (claim: Claim) => ({
  rewardAmount: claim.terms?.rewardAmount ?? null,
  rewardUnit: claim.terms?.rewardUnit ?? null,
  estimatedHours: claim.terms?.estimatedHours ?? null,
});

/** The empty repository name: the operator's own repository (`GITHUB_REPO`), as every row before migration 0027. */
export const OPERATOR_REPOSITORY = '';

/**
 * Claims in PostgreSQL or PGlite. The partial unique index `claims_one_open_per_issue` is what keeps a second
 * open claim out, also between two servers: an insert that meets it does nothing (`ON CONFLICT DO NOTHING`).
 * One instance holds one repository's claims (`repository`: '' the operator's, else a connected one's `owner/name`,
 * migration 0027): #7 of one repository and #7 of another are two contracts.
 */
export class SqlClaimRepository implements ClaimRepository {
  private readonly batch: ClaimInsertBatch;

  constructor(
    private readonly db: Database,
    private readonly repository: string = OPERATOR_REPOSITORY,
  ) {
    this.batch = new ClaimInsertBatch(db, repository);
  }

  private openOn(issueNumber: number) {
    return and(eq(claims.repository, this.repository), eq(claims.issueNumber, issueNumber), isNull(claims.endedAt));
  }

  async openClaims(): Promise<readonly Claim[]> {
    const rows = await guardDatabase(() =>
      this.db.select().from(claims).where(and(eq(claims.repository, this.repository), isNull(claims.endedAt))).orderBy(asc(claims.issueNumber)),
    );
    return rows.map(toClaim);
  }

  async place(claim: Claim, now: number): Promise<PlaceClaimOutcome> {
    // The usual case: no open claim holds the contract (one statement, shared with the claims placed meanwhile).
    // The row holds the claim's fields as given, so the placed claim is the claim itself.
    if (await this.batch.insert(claim)) return { kind: 'placed', claim };
    const holder = await guardDatabase(() => this.db.select().from(claims).where(this.openOn(claim.issueNumber)));
    if (holder[0] !== undefined && holder[0].deadline > now) return { kind: 'taken', holder: toClaim(holder[0]) };
    const placed = await guardDatabase(() =>
      this.db.transaction(async (tx) => {
        // A claim expires at its deadline (`isClaimExpired`): end it so the new one may take its place.
        await tx
          .update(claims)
          .set({ endedAt: claims.deadline })
          .where(and(this.openOn(claim.issueNumber), lte(claims.deadline, now)));
        return this.insert(tx, claim);
      }),
    );
    const row = placed[0];
    // Someone else claimed (or the holder released) in between: try again, which reports the new holder.
    return row === undefined ? this.place(claim, now) : { kind: 'placed', claim: toClaim(row) };
  }

  /** Inserts `claim` unless an open claim holds its contract: the row, or none. */
  private insert(db: Pick<Database, 'insert'>, claim: Claim) {
    return db
      .insert(claims)
      .values({
        issueNumber: claim.issueNumber,
        githubUsername: claim.githubUsername,
        handcashHandle: claim.handcashHandle,
        claimerHandle: claim.claimedBy,
        claimedAt: claim.claimedAt,
        deadline: claim.deadline,
        ...termColumnsOf(claim),
        repository: this.repository,
      })
      .onConflictDoNothing({ target: [claims.repository, claims.issueNumber], where: isNull(claims.endedAt) })
      .returning();
  }

  async release(issueNumber: number, by: string, now: number): Promise<'released' | ReleaseRefusal> {
    const ended = await guardDatabase(() =>
      this.db
        .update(claims)
        .set({ endedAt: now })
        .where(and(this.openOn(issueNumber), eq(claims.claimerHandle, by)))
        .returning({ id: claims.id }),
    );
    if (ended.length > 0) return 'released';
    const open = await guardDatabase(() => this.db.select({ id: claims.id }).from(claims).where(this.openOn(issueNumber)));
    return open.length > 0 ? 'not-claimer' : 'not-found';
  }

  async expire(claim: Claim, now: number): Promise<boolean> {
    const ended = await guardDatabase(() =>
      this.db
        .update(claims)
        .set({ endedAt: claims.deadline })
        .where(and(this.openOn(claim.issueNumber), eq(claims.claimedAt, claim.claimedAt), lte(claims.deadline, now)))
        .returning({ id: claims.id }),
    );
    return ended.length > 0;
  }
}
