import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feeFigure } from '../../../src/domain/bsv/feeRate';

const satoshis = fc.integer({ min: 0, max: 2_100_000_000_000_000 });

describe('feeFigure', () => {
  it('is the spent outputs less the outputs, per byte of the transaction', () => {
    expect(feeFigure([10_000], [9_000], 192)).toEqual({ kind: 'known', feeSatoshis: 1_000, satoshisPerByte: 1_000 / 192 });
  });

  it('is unknown while any spent output is, naming those inputs', () => {
    expect(feeFigure([10_000, null, 5, null], [9_000], 400)).toEqual({ kind: 'unknown', missingInputs: [1, 3] });
  });

  it('says by how much the outputs exceed the spent outputs', () => {
    expect(feeFigure([1_000], [600, 500], 200)).toEqual({ kind: 'overspent', bySatoshis: 100 });
  });

  it('when known, is never negative and adds up: outputs plus fee are the spent outputs', () => {
    fc.assert(
      fc.property(fc.array(satoshis, { maxLength: 5 }), fc.array(satoshis, { maxLength: 5 }), fc.integer({ min: 1, max: 1_000_000 }), (spent, outputs, size) => {
        const figure = feeFigure(spent, outputs, size);
        const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
        if (figure.kind === 'known') {
          expect(figure.feeSatoshis).toBeGreaterThanOrEqual(0);
          expect(sum(outputs) + figure.feeSatoshis).toBe(sum(spent));
          expect(figure.satoshisPerByte).toBe(figure.feeSatoshis / size);
        } else {
          expect(figure).toEqual({ kind: 'overspent', bySatoshis: sum(outputs) - sum(spent) });
        }
      }),
    );
  });
});
