import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database, DatabaseConnection } from '../../../src/adapters/database/database';
import { SqlContractHistory } from '../../../src/adapters/database/sqlContractHistory';
import { SqlContractNotices } from '../../../src/adapters/database/sqlContractNotices';
import { SqlGitHubIdentityRepository } from '../../../src/adapters/database/sqlGitHubIdentityRepository';
import { SqlSessionRepository } from '../../../src/adapters/database/sqlSessionRepository';
import type { ContractEvent } from '../../../src/domain/contracts/contractEvent';
import { bothDatabases, openForSuite } from '../../support/databases';

const AT = Date.UTC(2026, 11, 1, 12);
const claimed = (issueNumber: number, actor = 'alice'): ContractEvent => ({ issueNumber, kind: 'claimed', actor, at: AT, detail: { githubUsername: 'octo' } });

/** The database with the statements sent through `execute` and `select` counted. */
function counting(db: Database): { db: Database; statements: () => number } {
  let statements = 0;
  const proxy = new Proxy(db, {
    get(target, name, receiver) {
      if (name === 'execute' || name === 'select') statements += 1;
      return Reflect.get(target, name, receiver) as unknown;
    },
  });
  return { db: proxy, statements: () => statements };
}

describe.each(bothDatabases())('the journal and the GitHub links written and read in batches on $name', (database) => {
  let connection: DatabaseConnection;
  openForSuite(database, (opened) => (connection = opened));

  it('keeps fifty events recorded at once in their order, in far fewer statements than events', async () => {
    const { db, statements } = counting(connection.db);
    const history = new SqlContractHistory(db);
    const kept = await Promise.all(Array.from({ length: 50 }, (_, index) => history.record(claimed(index + 1))));
    const stored = await connection.db.execute(sql`SELECT issue_number FROM contract_events ORDER BY id`);
    expect([kept.every(Boolean), (stored as unknown as { rows: { issue_number: number }[] }).rows.map((row) => Number(row.issue_number)), statements() <= 2]).toEqual([
      true,
      Array.from({ length: 50 }, (_, index) => index + 1),
      true,
    ]);
  });

  it('keeps an event sent several times at once with one key once, and answers so to the one that kept it only', async () => {
    const history = new SqlContractHistory(connection.db);
    const kept = await Promise.all(Array.from({ length: 5 }, () => history.record(claimed(3), 'github:merged:3:40')));
    const again = await history.record(claimed(3), 'github:merged:3:40');
    expect([kept.filter(Boolean).length, again, (await history.of(3)).length]).toEqual([1, false, 1]);
  });

  it('fails only the notice the database refuses; the notices sent with it are kept', async () => {
    const notices = new SqlContractNotices(connection.db);
    const notice = (to: string) => ({ to, kind: 'claimed' as const, issueNumber: 4, at: AT, detail: {} });
    const outcomes = await Promise.allSettled([notices.send(notice('alice'), null), notices.send(notice('bad\u0000'), null), notices.send(notice('bob'), 'k')]);
    expect([outcomes.map((outcome) => outcome.status), (await notices.inbox('alice')).length, (await notices.inbox('bob')).length]).toEqual([
      ['fulfilled', 'rejected', 'fulfilled'],
      1,
      1,
    ]);
  });

  it('reads the GitHub links asked for at once in one statement, each caller its own', async () => {
    const { db, statements } = counting(connection.db);
    const links = new SqlGitHubIdentityRepository(db);
    const profile = { handle: 'alice', paymail: 'a@sandbox.invalid', publicKey: 'k', avatarUrl: '', displayName: 'Alice' };
    for (const idHash of ['h1', 'h2']) {
      await new SqlSessionRepository(connection.db).create({ idHash, profile, tokenCiphertext: 'v1.x.y', createdAt: AT, verifiedAt: AT, expiresAt: AT + 86_400_000 });
    }
    await links.link({ sessionIdHash: 'h1', login: 'octo', tokenCiphertext: 't1', linkedAt: AT, handcashHandle: 'alice' });
    await links.link({ sessionIdHash: 'h2', login: 'mona', tokenCiphertext: 't2', linkedAt: AT, handcashHandle: 'alice' });
    const before = statements();
    const found = await Promise.all(['h1', 'h2', 'h3', 'h1'].map((hash) => links.find(hash)));
    expect([found.map((link) => link?.login ?? null), statements() - before]).toEqual([['octo', 'mona', null, 'octo'], 1]);
  });
});
