import { LockingScript, Transaction, UnlockingScript } from '@bsv/sdk';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BsvTransactionInspector } from '../../../src/adapters/bsv/bsvTransactionInspector.adapter';
import { MAX_TRACE_STEPS } from '../../../src/domain/bsv/scriptTrace';
import { SAMPLE_SPEND } from '../../../src/adapters/sample/sampleSpend';

const inspector = new BsvTransactionInspector();
const hexBytes = (min: number, max: number) => fc.uint8Array({ minLength: min, maxLength: max }).map((bytes) => Buffer.from(bytes).toString('hex'));

const arbitraryTransaction = fc
  .record({
    version: fc.integer({ min: 1, max: 2 }),
    lockTime: fc.nat({ max: 0xffffffff }),
    inputs: fc.array(fc.record({ txid: hexBytes(32, 32), index: fc.nat({ max: 20 }), script: hexBytes(0, 40), sequence: fc.nat({ max: 0xffffffff }) }), { minLength: 1, maxLength: 3 }),
    outputs: fc.array(fc.record({ satoshis: fc.nat({ max: 2_100_000_000_000_000 }), script: hexBytes(0, 40) }), { minLength: 1, maxLength: 3 }),
  })
  .map(({ version, lockTime, inputs, outputs }) =>
    new Transaction(
      version,
      inputs.map((input) => ({ sourceTXID: input.txid, sourceOutputIndex: input.index, unlockingScript: UnlockingScript.fromHex(input.script), sequence: input.sequence })),
      outputs.map((output) => ({ satoshis: output.satoshis, lockingScript: LockingScript.fromHex(output.script) })),
      lockTime,
    ),
  );

describe('BsvTransactionInspector, for any input', () => {
  it('decodes any transaction it is given the hex of to its txid, parts and size', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryTransaction, async (transaction) => {
        const hex = transaction.toHex();
        const result = await inspector.decode(hex);
        expect(result.ok && { txid: result.value.txid, inputs: result.value.inputs.length, outputs: result.value.outputs.map((output) => output.satoshis), size: result.value.sizeBytes }).toEqual({
          txid: transaction.id('hex'),
          inputs: transaction.inputs.length,
          outputs: transaction.outputs.map((output) => output.satoshis),
          size: hex.length / 2,
        });
      }),
      { numRuns: 50 },
    );
  });

  it('never throws on bytes: it decodes them or says they are undecodable', async () => {
    await fc.assert(
      fc.asyncProperty(hexBytes(10, 120), async (hex) => {
        const result = await inspector.decode(hex);
        expect(result.ok || result.error.code === 'undecodable').toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps at most MAX_TRACE_STEPS stacks of a long script and says so, yet runs it to its verdict', async () => {
    const longLock = `${'OP_DUP OP_DROP '.repeat(MAX_TRACE_STEPS / 2 + 1)}OP_DROP OP_DROP OP_TRUE`;
    const result = await inspector.debug(SAMPLE_SPEND.transactionHex, 0, { satoshis: 10_000, lockingScript: longLock });
    expect(result.ok && { steps: result.value.steps.length, truncated: result.value.truncated, verdict: result.value.verdict }).toEqual({
      steps: MAX_TRACE_STEPS,
      truncated: true,
      verdict: { kind: 'valid' },
    });
  });
});
