import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changeDirection,
  formatBtcAmount,
  formatChange,
  formatCount,
  formatPercent,
  formatPrice,
  formatRating,
  formatTotalSupply,
  formatUsd,
  truncateName,
} from '../../../src/ui/pages/exchange/exchangeFormat';

describe('formatting listing figures', () => {
  it('shows prices with 4 decimals, changes with 1 decimal and a sign, dollars at 45,000 per BTC', () => {
    expect({
      price: [formatPrice(0.0125), formatPrice(0.034), formatPrice(2)],
      change: [formatChange(12.44), formatChange(-3.25), formatChange(0), formatChange(-0.04), formatChange(0.05)],
      usd: [formatUsd(0.0125, 45000), formatUsd(1, 45000), formatUsd(2883, 45000)],
      amounts: [formatBtcAmount(422.4), formatBtcAmount(2883), formatBtcAmount(0.125)],
      others: [formatCount(15420), formatPercent(8.5), formatRating(4.8), formatTotalSupply()],
    }).toEqual({
      price: ['0.0125 BTC', '0.0340 BTC', '2.0000 BTC'],
      change: ['+12.4%', '-3.3%', '0.0%', '0.0%', '+0.1%'],
      usd: ['$562.50', '$45,000.00', '$129,735,000.00'],
      amounts: ['422.4 BTC', '2,883 BTC', '0.13 BTC'],
      others: ['15,420', '8.5%', '4.8 / 5', 'of 1,000,000'],
    });
  });

  it('always shows a change with one decimal, and a sign that agrees with its direction', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (percent) => {
        const text = formatChange(percent);
        expect(text).toMatch(/^[+-]?\d+\.\d%$/);
        expect(text.startsWith('+')).toBe(changeDirection(percent) === 'up');
        expect(text.startsWith('-')).toBe(changeDirection(percent) === 'down');
        if (changeDirection(percent) === 'flat') expect(text).toBe('0.0%');
      }),
    );
  });

  it('always shows a price with exactly 4 decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (price) => {
        expect(formatPrice(price)).toMatch(/^\d+\.\d{4} BTC$/);
      }),
    );
  });

  it('cuts names longer than 12 characters and adds an ellipsis', () => {
    expect([truncateName('UTXO Manager'), truncateName('Atomic Token Swap'), truncateName('BSV Wallet SDK')]).toEqual([
      'UTXO Manager',
      'Atomic Token…',
      'BSV Wallet S…',
    ]);
  });

  it('keeps short names and cuts long ones to a prefix of at most 12 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (name) => {
        const shown = truncateName(name);
        const characters = Array.from(name);
        if (characters.length <= 12) {
          expect(shown).toBe(name);
        } else {
          expect(shown.endsWith('…')).toBe(true);
          const kept = shown.slice(0, -1);
          expect(name.startsWith(kept)).toBe(true);
          expect(Array.from(kept).length).toBeLessThanOrEqual(12);
        }
      }),
    );
  });
});
