import { describe, expect, it } from 'vitest';
import { resolveEscrowSettings } from '../../../src/adapters/config/escrowSettings';
import { SANDBOX_ESCROW_ACCOUNT, sandboxToken } from '../../../src/adapters/sandboxWallet/sandboxAccounts';

const TOKEN = 'f'.repeat(64);

describe('the escrow wallet’s settings', () => {
  it('is the sandbox’s escrow account on the embedded default, and none in live mode, when unset', () => {
    expect([resolveEscrowSettings({}, true), resolveEscrowSettings({}, false)]).toEqual([
      { ok: true, value: { handle: 'sandbox_escrow', authToken: sandboxToken(SANDBOX_ESCROW_ACCOUNT) } },
      { ok: true, value: null },
    ]);
  });

  it('takes the handle (without $) and the token together', () => {
    expect(resolveEscrowSettings({ ESCROW_HANDLE: '$Escrow_Wallet', HANDCASH_ESCROW_AUTH_TOKEN: TOKEN }, false)).toEqual({ ok: true, value: { handle: 'escrow_wallet', authToken: TOKEN } });
  });

  it('names the variable that is missing or malformed', () => {
    const variables = [
      resolveEscrowSettings({ ESCROW_HANDLE: 'escrow' }, false),
      resolveEscrowSettings({ HANDCASH_ESCROW_AUTH_TOKEN: TOKEN }, false),
      resolveEscrowSettings({ ESCROW_HANDLE: 'escrow', HANDCASH_ESCROW_AUTH_TOKEN: 'short' }, true),
    ].map((result) => (result.ok ? null : result.error.variable));
    expect(variables).toEqual(['HANDCASH_ESCROW_AUTH_TOKEN', 'ESCROW_HANDLE', 'HANDCASH_ESCROW_AUTH_TOKEN']);
  });
});
