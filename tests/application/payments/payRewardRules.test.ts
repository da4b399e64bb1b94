import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { FixedRandom } from '../../../src/adapters/memory/fixedRandom.adapter';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryPaymentDesk } from '../../../src/adapters/memory/memoryPaymentDesk.adapter';
import { PayReward } from '../../../src/application/payments/payReward';
import { PaymentsStore } from '../../../src/application/payments/paymentsStore';
import { UserSessionStore } from '../../../src/application/session/userSessionStore';
import type { Profile } from '../../../src/domain/session/session';
import { bindPayments } from '../../../src/composition/paymentsBindings';
import { TEST_NOW } from '../../support/testContainer';
import { ALICE, serverKnowingAlice, signedIn } from '../session/sessionFixtures';

const request = (issueNumber: number) => ({ issueNumber, payee: '$octo', amount: '0.5', note: '', idempotencyKey: 'k'.repeat(24) });

function setUp(who: Profile | null, random = new FixedRandom(0), payments: { maintainers: readonly string[] } | null = { maintainers: [ALICE.handle] }) {
  const clock = new ManualClock(TEST_NOW);
  const sessions = serverKnowingAlice(who);
  const desk = new MemoryPaymentDesk(clock, () => sessions.signedIn?.handle ?? null, [ALICE.handle]);
  const { payments: _configured, ...base } = signedIn().adapters.config;
  const config = payments === null ? base : { ...base, payments: { ...payments, bsvPerBapp: null, explorerTxUrl: 'https://x.example/{txid}' } };
  const { container } = signedIn({ clock, sessions, payments: desk, random, config });
  bindPayments(container);
  return { desk, store: container.get(PaymentsStore), pay: container.get(PayReward), session: container.get(UserSessionStore) };
}

describe('PayReward rules', () => {
  it('neither offers nor sends a payment when nobody is signed in', async () => {
    const { pay, desk } = setUp(null);
    expect({ canPay: pay.canPay(), answer: await firstValueFrom(pay.execute(request(4))), sent: desk.requests }).toEqual({
      canPay: false,
      answer: { ok: false, error: { code: 'not-authenticated', message: '' } },
      sent: [],
    });
  });

  it('offers paying to nobody when the server names no maintainers', () => {
    expect(setUp(ALICE, new FixedRandom(0), null).pay.canPay()).toBe(false);
  });

  it('keeps the session on a refusal other than an expired authorization', async () => {
    const { pay, desk, session } = setUp(ALICE);
    desk.refusal = { code: 'forbidden', message: 'Only maintainers can pay.' };
    const answer = await firstValueFrom(pay.execute(request(4)));
    expect({ answer, handle: session.state.session?.profile.handle }).toEqual({ answer: { ok: false, error: desk.refusal }, handle: 'alice' });
  });

  it('draws each key character evenly from A-Z, a-z and 0-9', () => {
    const { pay } = setUp(ALICE, new FixedRandom(0, 25.5 / 62, 26 / 62, 52 / 62, 61.99 / 62));
    expect(pay.newKey()).toBe('AZa09'.repeat(5).slice(0, 24));
  });

  it('keeps the payments of other issues when one is recorded', async () => {
    const { pay, store } = setUp(ALICE);
    await firstValueFrom(pay.execute(request(4)));
    await firstValueFrom(pay.execute({ ...request(7), idempotencyKey: 'j'.repeat(24) }));
    expect([...store.state.byIssue.keys()].sort()).toEqual([4, 7]);
  });
});
