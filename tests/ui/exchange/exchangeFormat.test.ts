import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changeDirection,
  formatBsvAmount,
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
  it('shows prices in BSV to the satoshi, changes with 1 decimal and a sign, dollars at a configured rate', () => {
    expect({
      price: [formatPrice(0.0125), formatPrice(0.034), formatPrice(2), formatPrice(0.00000001), formatPrice(0.000123456789)],
      change: [formatChange(12.44), formatChange(-3.25), formatChange(0), formatChange(-0.04), formatChange(0.05)],
      usd: [formatUsd(0.0125, 40), formatUsd(1, 40), formatUsd(2883, 40)],
      amounts: [formatBsvAmount(422.4), formatBsvAmount(2883), formatBsvAmount(0.125), formatBsvAmount(0.00012)],
      others: [formatCount(15420), formatPercent(8.5), formatRating(4.8), formatTotalSupply()],
    }).toEqual({
      price: ['0.0125 BSV', '0.034 BSV', '2 BSV', '0.00000001 BSV', '0.00012346 BSV'],
      change: ['+12.4%', '-3.3%', '0.0%', '0.0%', '+0.1%'],
      usd: ['$0.50', '$40.00', '$115,320.00'],
      amounts: ['422.4 BSV', '2,883 BSV', '0.125 BSV', '0.00012 BSV'],
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

  it('always shows a price in BSV with at most 8 decimals and no trailing zero, within half a satoshi', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (price) => {
        const text = formatPrice(price);
        expect(text).toMatch(/^\d+(\.\d{0,7}[1-9])? BSV$/);
        expect(Math.abs(Number(text.replace(' BSV', '')) - price)).toBeLessThanOrEqual(0.000000005 + price * 1e-15);
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
