import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstBadSpend, outpointKey, type Outpoint, type OutputState } from '../../../src/domain/devchain/outpoints';

const A = 'a'.repeat(64);
const book = (entries: Record<string, OutputState>) => (key: string) => entries[key];

describe('outpoint bookkeeping', () => {
  it('names the first input whose outpoint is missing, spent or repeated', () => {
    const outputs = book({ [`${A}:0`]: { spentBy: null }, [`${A}:1`]: { spentBy: 'b'.repeat(64) } });
    expect(firstBadSpend([{ txid: A, vout: 0 }], outputs)).toBeNull();
    expect(firstBadSpend([{ txid: A, vout: 0 }, { txid: A, vout: 2 }], outputs)).toEqual({ code: 'outpoint-missing', input: 1, outpoint: { txid: A, vout: 2 } });
    expect(firstBadSpend([{ txid: A, vout: 1 }], outputs)).toEqual({ code: 'outpoint-spent', input: 0, outpoint: { txid: A, vout: 1 }, spentBy: 'b'.repeat(64) });
    expect(firstBadSpend([{ txid: A, vout: 0 }, { txid: A, vout: 0 }], outputs)).toEqual({ code: 'outpoint-repeated', input: 1, outpoint: { txid: A, vout: 0 } });
  });

  it('never lets two transactions spend the same output, whatever the order (property)', () => {
    const outpoint = fc.record({ txid: fc.constantFrom('x', 'y'), vout: fc.nat(3) });
    fc.assert(
      fc.property(fc.array(fc.array(outpoint, { minLength: 1, maxLength: 3 }), { maxLength: 12 }), (transactions) => {
        const spentBy = new Map<string, string>();
        for (const vout of [0, 1, 2, 3]) for (const txid of ['x', 'y']) spentBy.set(`${txid}:${vout}`, '');
        const state = (key: string): OutputState | undefined => (spentBy.has(key) ? { spentBy: spentBy.get(key) || null } : undefined);
        let spends = 0;
        transactions.forEach((inputs: Outpoint[], index) => {
          if (firstBadSpend(inputs, state) !== null) return;
          for (const input of inputs) spentBy.set(outpointKey(input), `t${index}`);
          spends += inputs.length;
        });
        return [...spentBy.values()].filter((by) => by !== '').length === spends;
      }),
    );
  });
});
