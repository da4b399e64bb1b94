import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAUCET_DEFAULT_SATOSHIS, FAUCET_MAX_SATOSHIS } from '../../../src/domain/devchain/devchainLimits';
import { parseFundRequest } from '../../../src/domain/devchain/fundRequest';
import { spentOutputsByInput } from '../../../src/domain/devchain/chainView';

const ADDRESS = 'mfWxJ45yp2SFn7UciZyNpvDKrzbhyfKrY8';

describe('the Chain panel’s faucet request', () => {
  it('takes the address trimmed and the amount typed, the default when blank, with separators', () => {
    expect([
      parseFundRequest(`  ${ADDRESS} `, ''),
      parseFundRequest(ADDRESS, '2,500'),
      parseFundRequest(ADDRESS, '10_000_000'),
      parseFundRequest('  ', '1'),
      parseFundRequest(ADDRESS, '0'),
      parseFundRequest(ADDRESS, '10000001'),
      parseFundRequest(ADDRESS, '1.5'),
      parseFundRequest(ADDRESS, '-3'),
    ]).toEqual([
      { ok: true, value: { address: ADDRESS, satoshis: FAUCET_DEFAULT_SATOSHIS } },
      { ok: true, value: { address: ADDRESS, satoshis: 2500 } },
      { ok: true, value: { address: ADDRESS, satoshis: FAUCET_MAX_SATOSHIS } },
      { ok: false, error: { code: 'address-empty' } },
      { ok: false, error: { code: 'amount-invalid' } },
      { ok: false, error: { code: 'amount-invalid' } },
      { ok: false, error: { code: 'amount-invalid' } },
      { ok: false, error: { code: 'amount-invalid' } },
    ]);
  });

  it('accepts a whole amount exactly when it is within the faucet’s limits (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000, max: FAUCET_MAX_SATOSHIS + 1_000 }), (satoshis) => {
        const parsed = parseFundRequest(ADDRESS, String(satoshis));
        expect(parsed.ok).toBe(satoshis >= 1 && satoshis <= FAUCET_MAX_SATOSHIS);
        if (parsed.ok) expect(parsed.value.satoshis).toBe(satoshis);
      }),
    );
  });

  it('gives the inspector the spent outputs known, by input index, skipping a coinbase’s', () => {
    const spent = { satoshis: 5, lockingScript: 'OP_TRUE' };
    expect(spentOutputsByInput({ txid: 'a', hex: '00', blockHeight: null, spentOutputs: [null, spent] })).toEqual({ 1: spent });
  });
});
