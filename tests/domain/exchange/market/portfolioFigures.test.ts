import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { portfolioTotals, profitAndLossPercent, type PositionAmounts } from '../../../../src/domain/exchange/market/portfolioFigures';

describe('profit and loss in percent', () => {
  it('rounds half away from zero to two decimals', () => {
    expect(profitAndLossPercent(1_000, 500)).toBe(50);
    expect(profitAndLossPercent(3, 1)).toBe(33.33);
    expect(profitAndLossPercent(3, 2)).toBe(66.67);
    expect(profitAndLossPercent(3, -2)).toBe(-66.67);
    expect(profitAndLossPercent(20_000, 1)).toBe(0.01); // 0.005 % rounds up
    expect(profitAndLossPercent(20_000, -1)).toBe(-0.01);
    expect(profitAndLossPercent(20_001, -1)).toBe(0); // not -0
    expect(Object.is(profitAndLossPercent(20_001, -1), -0)).toBe(false);
  });

  it('is null without a cost (minted tokens) or without a profit figure (no trade yet)', () => {
    expect(profitAndLossPercent(0, 500)).toBeNull();
    expect(profitAndLossPercent(1_000, null)).toBeNull();
  });

  it('is within half a hundredth of the exact percent and has the sign of the profit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 40 }), fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), (cost, profit) => {
        const percent = profitAndLossPercent(cost, profit)!;
        // Half a hundredth, plus what a double cannot hold of a large percent (a few units in its last place).
        const representable = Math.max(1e-9, Math.abs(percent) * Number.EPSILON * 4);
        expect(Math.abs(percent - (profit / cost) * 100)).toBeLessThanOrEqual(0.005 + representable);
        expect(Number.isInteger(Math.round(percent * 100))).toBe(true);
        if (percent !== 0) expect(Math.sign(percent)).toBe(Math.sign(profit));
        expect(profitAndLossPercent(cost, -profit)).toBe(percent === 0 ? 0 : -percent);
      }),
    );
  });

  it('is exact for amounts beyond 2^53 / 10,000', () => {
    expect(profitAndLossPercent(6, -1_056_561_954_784)).toBe(-17_609_365_913_066.67);
    expect(profitAndLossPercent(2 ** 52, 2 ** 52)).toBe(100);
    expect(profitAndLossPercent(3 * 2 ** 40, 2 ** 40)).toBe(33.33);
  });
});

describe('portfolio totals', () => {
  const position = (cost: number, value: number | null, pending = 0, received = 0): PositionAmounts => ({
    costBasisSatoshis: cost,
    valueSatoshis: value,
    pendingDividendsSatoshis: pending,
    dividendsReceivedSatoshis: received,
  });

  it('adds the positions; value and profit only over those that traded', () => {
    expect(portfolioTotals([position(1_000, 1_500, 5, 7), position(0, null, 0, 3), position(2_000, 1_000)])).toEqual({
      costBasisSatoshis: 3_000,
      valueSatoshis: 2_500,
      profitAndLossSatoshis: -500,
      profitAndLossPercent: -16.67,
      pendingDividendsSatoshis: 5,
      dividendsReceivedSatoshis: 10,
    });
  });

  it('has no value, profit or percent when nothing traded', () => {
    expect(portfolioTotals([position(0, null)])).toMatchObject({ valueSatoshis: null, profitAndLossSatoshis: null, profitAndLossPercent: null });
    expect(portfolioTotals([])).toMatchObject({ costBasisSatoshis: 0, valueSatoshis: null });
  });

  it('its profit is its value minus the cost of the valued positions, for any positions', () => {
    const amounts = fc.record({
      costBasisSatoshis: fc.integer({ min: 0, max: 1e12 }),
      valueSatoshis: fc.option(fc.integer({ min: 0, max: 1e12 })),
      pendingDividendsSatoshis: fc.integer({ min: 0, max: 1e9 }),
      dividendsReceivedSatoshis: fc.integer({ min: 0, max: 1e9 }),
    });
    fc.assert(
      fc.property(fc.array(amounts, { maxLength: 20 }), (positions) => {
        const totals = portfolioTotals(positions);
        const valued = positions.filter((p) => p.valueSatoshis !== null);
        const sum = (list: readonly PositionAmounts[], pick: (p: PositionAmounts) => number) => list.reduce((total, p) => total + pick(p), 0);
        expect(totals.costBasisSatoshis).toBe(sum(positions, (p) => p.costBasisSatoshis));
        expect(totals.valueSatoshis).toBe(valued.length === 0 ? null : sum(valued, (p) => p.valueSatoshis!));
        expect(totals.profitAndLossSatoshis).toBe(valued.length === 0 ? null : totals.valueSatoshis! - sum(valued, (p) => p.costBasisSatoshis));
        expect(totals.dividendsReceivedSatoshis).toBe(sum(positions, (p) => p.dividendsReceivedSatoshis));
      }),
    );
  });
});
