import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HandCashSdkPaymentGateway } from '../../src/adapters/handcash/handCashSdkPaymentGateway';
import { startFakeHandCashWallet, type FakeHandCashWallet } from './fakeHandCashWallet';

const PAYER = 'a'.repeat(64);
const OTHER = 'b'.repeat(64);
const order = { kind: 'purchase' as const, payer: 'bob', reference: 'buy-1', note: 'tokens', receivers: [{ handle: 'alice', satoshis: 100_000 }, { handle: 'fees', satoshis: 2_500 }] };

describe('HandCash payments carry their reference and are looked up by transaction id', () => {
  let fake: FakeHandCashWallet;
  let gateway: HandCashSdkPaymentGateway;
  beforeAll(async () => {
    fake = await startFakeHandCashWallet();
    fake.fastDelayMs = 0;
    gateway = new HandCashSdkPaymentGateway({ appId: 'test-app', appSecret: 'test-secret', connectUrl: fake.url, timeoutMs: 5_000, lateAnswerMs: 5_000 });
  });
  afterAll(() => fake.close());

  it('sends the reference and kind in the attachment, and the lookup describes the payment to its payer only', async () => {
    const paid = await gateway.payReceivers(PAYER, order);
    expect(paid.ok).toBe(true);
    const transactionId = paid.ok ? paid.value.transactionId : '';
    expect(fake.payRequests.at(-1)?.body).toMatchObject({ attachment: { format: 'json', value: { reference: 'buy-1', kind: 'purchase' } } });
    expect(await gateway.lookup(PAYER, transactionId)).toEqual({
      ok: true,
      value: { transactionId, sent: true, receivers: ['alice', 'fees'], satoshis: 102_500, attachment: { reference: 'buy-1', kind: 'purchase' } },
    });
    expect(await gateway.lookup(OTHER, transactionId)).toEqual({ ok: true, value: null });
    expect(await gateway.lookup(PAYER, 'no-such-transaction')).toEqual({ ok: true, value: null });
    expect(await gateway.lookup('not-a-token', transactionId)).toEqual({ ok: false, error: 'unknown' });
  });

  it('remembers a late answer by kind, payer and reference: another kind or payer under the same reference is unknown', async () => {
    const impatient = new HandCashSdkPaymentGateway({ appId: 'test-app', appSecret: 'test-secret', connectUrl: fake.url, timeoutMs: 300, lateAnswerMs: 5_000 });
    fake.mode = 'slow';
    fake.delayMs = 600;
    const identity = { kind: 'dividend' as const, payer: 'alice', reference: 'd1:0' };
    expect(await impatient.payReceivers(PAYER, { ...identity, note: '', receivers: [{ handle: 'bob', satoshis: 100 }] })).toEqual({ ok: false, error: 'timeout' });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(await impatient.findPayment(PAYER, identity)).toMatchObject({ ok: true, value: { transactionId: expect.any(String) } });
    expect(await impatient.findPayment(PAYER, { ...identity, kind: 'purchase' })).toEqual({ ok: false, error: 'unknown' });
    expect(await impatient.findPayment(PAYER, { ...identity, payer: 'mallory' })).toEqual({ ok: false, error: 'unknown' });
    fake.mode = 'paid';
  });
});
