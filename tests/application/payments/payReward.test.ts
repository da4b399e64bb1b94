import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryPaymentDesk } from '../../../src/adapters/memory/memoryPaymentDesk.adapter';
import { PayReward } from '../../../src/application/payments/payReward';
import { PaymentsStore } from '../../../src/application/payments/paymentsStore';
import { UserSessionStore } from '../../../src/application/session/userSessionStore';
import { bindPayments } from '../../../src/composition/paymentsBindings';
import { TEST_NOW } from '../../support/testContainer';
import { ALICE, serverKnowingAlice, signedIn } from '../session/sessionFixtures';

const request = (issueNumber: number, payee = '$octo', amount = '0.5') => ({ issueNumber, payee, amount, note: '', idempotencyKey: 'k'.repeat(24) });

function setUp(maintainers: readonly string[] = [ALICE.handle], signedInAs = ALICE) {
  const clock = new ManualClock(TEST_NOW);
  const sessions = serverKnowingAlice(signedInAs);
  const desk = new MemoryPaymentDesk(clock, () => sessions.signedIn?.handle ?? null, maintainers);
  const { container } = signedIn({ clock, sessions, payments: desk, config: { ...signedIn().adapters.config, payments: { maintainers, bsvPerBapp: null, explorerTxUrl: 'https://x.example/{txid}' } } });
  // The payments feature loads with its routes in the app; here it is bound at once.
  bindPayments(container);
  return { desk, store: container.get(PaymentsStore), pay: container.get(PayReward), session: container.get(UserSessionStore) };
}

describe('PayReward and PaymentsStore', () => {
  it('pays once and shows the payment with the paid-out figures and the leaderboard', async () => {
    const { pay, store } = setUp();
    expect(pay.canPay()).toBe(true);
    const first = await firstValueFrom(pay.execute(request(4)));
    const again = await firstValueFrom(pay.execute(request(4, 'someone', '9')));
    expect([first, again].map((answer) => answer.ok && answer.value.transactionId)).toEqual(['memory-tx-1', 'memory-tx-1']);
    expect({ paidOut: store.state.paidOut, board: store.state.leaderboard, issues: [...store.state.byIssue.keys()] }).toEqual({
      paidOut: { satoshis: 50_000_000, count: 1 },
      board: [{ handle: 'octo', contractsPaid: 1, satoshis: 50_000_000 }],
      issues: [4],
    });
  });

  it('does not offer paying to someone outside the maintainers', () => {
    expect(setUp(['bob']).pay.canPay()).toBe(false);
  });

  it('ends the session when the wallet refuses the authorization', async () => {
    const { pay, desk, session } = setUp();
    desk.refusal = { code: 'authentication-expired', message: 'Authentication expired, please login again' };
    const answer = await firstValueFrom(pay.execute(request(4)));
    expect([answer.ok, session.state.session, session.state.notice?.code]).toEqual([false, null, 'authentication-expired']);
  });

  it("loads everyone's payments, and says why when it cannot", () => {
    const { store, desk } = setUp();
    desk.failure = { code: 'unavailable', message: 'The database is not available right now.' };
    store.refresh();
    const failed = store.state.notice;
    desk.failure = null;
    store.refresh();
    expect([failed, store.state.notice]).toEqual(['The database is not available right now.', null]);
  });

  it('makes keys of 24 URL-safe characters', () => {
    expect(setUp().pay.newKey()).toMatch(/^[A-Za-z0-9]{24}$/);
  });
});
