import { describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../../src/adapters/database/database';
import { SqlClaimRepository } from '../../../src/adapters/database/sqlClaimRepository';
import type { Claim } from '../../../src/domain/contracts/claim';
import { DAY_MS } from '../../../src/domain/contracts/contractConstants';
import { bothDatabases, openForSuite } from '../../support/databases';

const NOW = Date.UTC(2026, 10, 23, 12);
const claim = (issueNumber: number, githubUsername = 'octo'): Claim => ({
  issueNumber,
  githubUsername,
  handcashHandle: 'audit',
  claimedBy: 'alice',
  claimedAt: NOW,
  deadline: NOW + 7 * DAY_MS,
});

/** Each placing's outcome: its kind, or the error's SQLSTATE (the database refused the value). */
const outcomeOf = (placing: Promise<{ kind: string }>) =>
  placing.then(
    (outcome) => outcome.kind,
    (error: unknown) => {
      const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
      return `refused ${String(code ?? cause?.code)}`;
    },
  );

describe.each(bothDatabases())('the claims batch on $name', (database) => {
  let connection: DatabaseConnection;
  openForSuite(database, (opened) => (connection = opened));

  it('fails only the claim holding a value the table cannot hold; the claims batched with it are placed', async () => {
    const claims = new SqlClaimRepository(connection.db);
    // The routes refuse these first (400); here they reach the batch, as a bug upstream would send them.
    const outcomes = await Promise.all(
      [claim(1), claim(2, 'oc\u0000to'), claim(3), claim(2_147_483_648), claim(3), claim(4)].map((sent) => outcomeOf(claims.place(sent, NOW))),
    );
    // 22021/22P05: text cannot hold NUL (PostgreSQL, PGlite); 22003: out of the integer column's range.
    const kinds = outcomes.map((outcome) => outcome.replace(/^refused (22021|22P05|22003)$/, 'refused'));
    const open = (await claims.openClaims()).map((placed) => placed.issueNumber);
    expect([kinds, open]).toEqual([['placed', 'refused', 'placed', 'refused', 'taken', 'placed'], [1, 3, 4]]);
  });
});
