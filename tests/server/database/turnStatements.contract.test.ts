import { describe, expect, it } from 'vitest';
import type { Database, DatabaseConnection } from '../../../src/adapters/database/database';
import { SqlClaimRepository } from '../../../src/adapters/database/sqlClaimRepository';
import { SqlContractHistory } from '../../../src/adapters/database/sqlContractHistory';
import { SqlContractNotices } from '../../../src/adapters/database/sqlContractNotices';
import { SqlPaymentRepository } from '../../../src/adapters/database/sqlPaymentRepository';
import type { ContractEvent } from '../../../src/domain/contracts/contractEvent';
import type { StoredPayment } from '../../../src/ports/paymentRepository.port';
import { bothDatabases, openForSuite } from '../../support/databases';

const NOW = Date.UTC(2026, 11, 1, 12);

/** The database with the statements sent through `execute` counted (every batch sends its statement so). */
function counting(db: Database): { db: Database; statements: () => number } {
  let statements = 0;
  const proxy = new Proxy(db, {
    get(target, name, receiver) {
      if (name === 'execute') statements += 1;
      return Reflect.get(target, name, receiver) as unknown;
    },
  });
  return { db: proxy, statements: () => statements };
}

const begun = (issueNumber: number): Omit<StoredPayment, 'state' | 'transactionId' | 'paidAt'> => ({
  issueNumber,
  idempotencyKey: `key-${String(issueNumber).padStart(14, '0')}`,
  payer: 'maintainer',
  payee: 'octo',
  satoshis: 1_000,
  note: 'thanks',
  createdAt: NOW,
  leaseUntil: NOW + 1_000,
  payerTokenCiphertext: 'v1.sealed',
});
const paid = (issueNumber: number): ContractEvent => ({ issueNumber, kind: 'paid', actor: 'maintainer', at: NOW, detail: { payee: 'octo', satoshis: 1_000, transactionId: `tx-${issueNumber}` } });
const notice = (to: string, issueNumber: number) => ({ to, kind: 'paid' as const, issueNumber, at: NOW, detail: { satoshis: 1_000 } });

describe.each(bothDatabases())('the writes of one turn in one statement on $name', (database) => {
  let connection: DatabaseConnection;
  openForSuite(database, (opened) => (connection = opened));
  let counted: ReturnType<typeof counting>;

  const repositories = () => {
    counted = counting(connection.db);
    return {
      payments: new SqlPaymentRepository(counted.db),
      history: new SqlContractHistory(counted.db),
      notices: new SqlContractNotices(counted.db),
      claims: new SqlClaimRepository(counted.db),
    };
  };

  it("writes a payment's settlement, its history event and its notices in one statement, each answered its own rows", async () => {
    const { payments, history, notices } = repositories();
    await payments.begin(begun(7));
    const before = counted.statements();
    const [settled, kept, toPayee, toMaintainer] = await Promise.all([
      payments.settle(7, 'tx-7', NOW + 5),
      history.record(paid(7)),
      notices.send(notice('octo', 7), null),
      notices.send(notice('maintainer', 7), 'paid:7:maintainer'),
    ]);
    expect({
      statements: counted.statements() - before,
      settled: settled === null ? null : [settled.issueNumber, settled.state, settled.transactionId, settled.paidAt, settled.satoshis, settled.payerTokenCiphertext],
      kept: [kept, toPayee, toMaintainer],
      history: (await history.of(7)).map((event) => [event.kind, event.detail]),
      inbox: [(await notices.inbox('octo')).length, (await notices.inbox('maintainer')).length],
    }).toEqual({
      statements: 1,
      settled: [7, 'paid', 'tx-7', NOW + 5, 1_000, null],
      kept: [true, true, true],
      history: [['paid', { payee: 'octo', satoshis: 1_000, transactionId: 'tx-7' }]],
      inbox: [1, 1],
    });
  });

  it('answers a keyed entry stored before as not kept, and a payment begun before as not begun, when written with other writes', async () => {
    const { payments, history, notices } = repositories();
    await Promise.all([payments.begin(begun(3)), history.record(paid(3), 'github:merged:3:1')]);
    const [again, beganAgain, sent] = await Promise.all([history.record(paid(3), 'github:merged:3:1'), payments.begin(begun(3)), notices.send(notice('octo', 3), 'k')]);
    expect([again, beganAgain.kind, sent, (await history.of(3)).length]).toEqual([false, 'taken', true, 1]);
  });

  it('fails only the write the database refuses; the writes sent with it in the turn are kept', async () => {
    const { payments, history, notices, claims } = repositories();
    await payments.begin(begun(9));
    const outcomes = await Promise.allSettled([
      payments.settle(9, 'tx-9', NOW + 5),
      history.record(paid(9)),
      notices.send(notice('bad\u0000handle', 9), null),
      claims.place({ issueNumber: 9, githubUsername: 'octo', handcashHandle: 'octo', claimedBy: 'octo', claimedAt: NOW, deadline: NOW + 1_000, terms: null }, NOW),
    ]);
    expect({
      outcomes: outcomes.map((outcome) => outcome.status),
      payment: (await payments.find(9))?.state,
      history: (await history.of(9)).length,
      claim: (await claims.openClaims()).map((claim) => claim.issueNumber),
    }).toEqual({ outcomes: ['fulfilled', 'fulfilled', 'rejected', 'fulfilled'], payment: 'paid', history: 1, claim: [9] });
  });
});
