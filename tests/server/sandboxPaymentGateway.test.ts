import { describe, expect, it } from 'vitest';
import { resolvePaymentSettings } from '../../src/adapters/config/paymentSettings';
import { sandboxToken, SANDBOX_ACCOUNTS } from '../../src/adapters/sandboxWallet/sandboxAccounts';
import { SandboxPaymentGateway } from '../../src/adapters/sandboxWallet/sandboxPaymentGateway';

const [alice, bob, carol] = SANDBOX_ACCOUNTS.map(sandboxToken) as [string, string, string];
const BSV = 100_000_000;
const order = (satoshis: number, payee = 'sandbox_bob', reference = `ref-${satoshis}-${payee}`) => ({ kind: 'reward' as const, payer: 'sandbox_alice', payee, satoshis, note: '', reference });
const reward = (reference: string) => ({ kind: 'reward' as const, payer: 'sandbox_alice', reference });

describe('the sandbox wallet pays', () => {
  it('from a sample account, with a generated transaction id found again in its history', async () => {
    const wallet = new SandboxPaymentGateway();
    const paid = await wallet.pay(alice, order(BSV));
    expect(paid.ok && /^[0-9a-f]{64}$/.test(paid.value.transactionId)).toBe(true);
    expect(await wallet.findPayment(alice, reward('ref-100000000-sandbox_bob'))).toEqual({ ok: true, value: paid.ok ? paid.value : null });
    expect(await wallet.findPayment(alice, reward('never'))).toEqual({ ok: true, value: null });
    expect(await wallet.pay(alice, order(BSV))).toEqual(paid);
  });

  it('refuses past the balance, past the spend limit, an unknown payee and an unknown token', async () => {
    const wallet = new SandboxPaymentGateway();
    expect([
      await wallet.pay(bob, order(BSV, 'sandbox_alice')),
      await wallet.pay(carol, order(BSV, 'sandbox_alice')),
      await wallet.pay(alice, order(BSV, 'stranger')),
      await wallet.pay('f'.repeat(64), order(1)),
    ]).toEqual([
      { ok: false, error: 'insufficient-balance' },
      { ok: false, error: 'spend-limit' },
      { ok: false, error: 'unknown-payee' },
      { ok: false, error: 'authorization-expired' },
    ]);
  });
});

describe('payment settings', () => {
  it('makes the sandbox maintainer the payer on the embedded default, nobody in live mode', () => {
    expect([resolvePaymentSettings({}, true), resolvePaymentSettings({}, false)]).toEqual([
      { ok: true, value: { maintainers: ['sandbox_alice'], bsvPerBapp: null, explorerTxUrl: 'https://whatsonchain.com/tx/{txid}' } },
      { ok: true, value: { maintainers: [], bsvPerBapp: null, explorerTxUrl: 'https://whatsonchain.com/tx/{txid}' } },
    ]);
  });

  it('reads the handles, the rate and the explorer, and names a bad one', () => {
    expect(resolvePaymentSettings({ MAINTAINER_HANDLES: '$A, b', BSV_PER_BAPP: '0.00001', EXPLORER_TX_URL: 'https://x.example/t/{txid}' }, false)).toEqual({
      ok: true,
      value: { maintainers: ['a', 'b'], bsvPerBapp: 0.00001, explorerTxUrl: 'https://x.example/t/{txid}' },
    });
    expect([
      resolvePaymentSettings({ BSV_PER_BAPP: '-1' }, false),
      resolvePaymentSettings({ EXPLORER_TX_URL: 'javascript:alert(1)//{txid}' }, false),
      resolvePaymentSettings({ EXPLORER_TX_URL: 'https://x.example/tx' }, false),
    ].map((result) => !result.ok && result.error.variable)).toEqual(['BSV_PER_BAPP', 'EXPLORER_TX_URL', 'EXPLORER_TX_URL']);
  });
});

describe('the sandbox wallet pays several receivers at once', () => {
  it('pays the seller and the platform fee in one payment, once per reference, and shows each balance', async () => {
    const wallet = new SandboxPaymentGateway(['sandbox_platform']);
    const order = { receivers: [{ handle: 'sandbox_alice', satoshis: 1_000 }, { handle: 'sandbox_platform', satoshis: 25 }], note: '', kind: 'purchase' as const, payer: 'sandbox_bob', reference: 'buy-1' };
    const paid = await wallet.payReceivers(bob, order);
    expect(paid.ok).toBe(true);
    expect(await wallet.payReceivers(bob, order)).toEqual(paid);
    expect(wallet.balances()).toEqual([
      { handle: 'sandbox_alice', balanceSatoshis: 25 * BSV + 1_000, spendableSatoshis: 10 * BSV },
      { handle: 'sandbox_bob', balanceSatoshis: BSV / 2 - 1_025, spendableSatoshis: BSV / 2 - 1_025 },
      { handle: 'sandbox_carol', balanceSatoshis: 5 * BSV, spendableSatoshis: BSV / 10 },
    ]);
  });

  it('pays nobody when one receiver is unknown, or the total is beyond the balance', async () => {
    const wallet = new SandboxPaymentGateway();
    const to = (handle: string, satoshis: number) => ({ handle, satoshis });
    expect(await wallet.payReceivers(bob, { receivers: [to('sandbox_alice', 1), to('stranger', 1)], note: '', kind: 'purchase', payer: 'sandbox_bob', reference: 'a' })).toEqual({ ok: false, error: 'unknown-payee' });
    expect(await wallet.payReceivers(bob, { receivers: [to('sandbox_alice', BSV / 2), to('sandbox_carol', 1)], note: '', kind: 'purchase', payer: 'sandbox_bob', reference: 'b' })).toEqual({
      ok: false,
      error: 'insufficient-balance',
    });
    expect(wallet.balances()[1]).toEqual({ handle: 'sandbox_bob', balanceSatoshis: BSV / 2, spendableSatoshis: BSV / 2 });
  });
});
