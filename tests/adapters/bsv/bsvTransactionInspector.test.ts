import { describe, expect, it } from 'vitest';
import { BsvTransactionInspector } from '../../../src/adapters/bsv/bsvTransactionInspector.adapter';
import { SAMPLE_SPEND, SAMPLE_SPEND_TXID } from '../../../src/adapters/sample/sampleSpend';
import { BROKEN_TRACE, OTHER_HASH, SAMPLE_DECODED, SAMPLE_EXTENDED_DECODED, SAMPLE_SPEND_EXTENDED_HEX, SAMPLE_TRACE } from '../../support/transactionFixture';

const inspector = new BsvTransactionInspector();
const { transactionHex: hex, spentOutput } = SAMPLE_SPEND;

describe('BsvTransactionInspector.decode', () => {
  it('decodes the fixture to its known txid, its input, output, scripts as assembly and size', async () => {
    expect(await inspector.decode(hex)).toEqual({ ok: true, value: SAMPLE_DECODED });
    expect(SAMPLE_DECODED.txid).toBe(SAMPLE_SPEND_TXID);
  });

  it('decodes the extended format to the same txid and plain size, with the output each input spends', async () => {
    expect(await inspector.decode(SAMPLE_SPEND_EXTENDED_HEX.toUpperCase())).toEqual({ ok: true, value: SAMPLE_EXTENDED_DECODED });
  });

  it('refuses hex that is no transaction: cut short, or with bytes left over, plain or extended', async () => {
    const extended = SAMPLE_SPEND_EXTENDED_HEX;
    const texts = [hex.slice(0, 120), `${hex}00`, '0100000000000000000000', extended.slice(0, 200), `${extended}00`, extended.slice(0, -8)];
    const results = await Promise.all(texts.map((text) => inspector.decode(text)));
    expect(results.map((result) => (result.ok ? 'decoded' : result.error.code))).toEqual(texts.map(() => 'undecodable'));
  });
});

describe('BsvTransactionInspector.debug', () => {
  it('shows the stack after each opcode of the sample spend, unlocking then locking script, and finds it valid', async () => {
    expect(await inspector.debug(hex, 0, spentOutput)).toEqual({ ok: true, value: SAMPLE_TRACE });
  });

  it('names the failing opcode and why when the spent output locks to another key (the locking script as hex)', async () => {
    expect(await inspector.debug(hex, 0, { satoshis: 10_000, lockingScript: `76a914${OTHER_HASH}88ac` })).toEqual({ ok: true, value: BROKEN_TRACE });
  });

  it('fails after the scripts when the signature does not cover the satoshis given', async () => {
    const result = await inspector.debug(hex, 0, { ...spentOutput, satoshis: 9_999 });
    expect(result.ok && { last: result.value.steps.at(-1), verdict: result.value.verdict }).toEqual({
      last: { part: 'locking', position: 4, operation: 'OP_CHECKSIG', stack: [''] },
      verdict: { kind: 'failed-after-scripts', reason: 'The top stack element must be truthy after script evaluation.' },
    });
  });

  it('refuses an input the transaction does not have and a locking script it cannot read', async () => {
    const results = await Promise.all([inspector.debug(hex, 1, spentOutput), inspector.debug(hex, 0, { satoshis: 1, lockingScript: 'OP_DUP OP_NOT_AN_OPCODE' })]);
    expect(results.map((result) => (result.ok ? 'traced' : result.error.code))).toEqual(['no-such-input', 'locking-script-invalid']);
  });

  it('gives the sample spend', async () => {
    expect(await inspector.sample()).toBe(SAMPLE_SPEND);
  });
});
