import { describe, expect, it } from 'vitest';
import { BsvTransactionInspector } from '../../../src/adapters/bsv/bsvTransactionInspector.adapter';
import { SAMPLE_SPEND, SAMPLE_SPEND_TXID } from '../../../src/adapters/sample/sampleSpend';

const inspector = new BsvTransactionInspector();
const { transactionHex: hex, spentOutput } = SAMPLE_SPEND;
const SIGNATURE =
  '3045022100eb2aca30051fb5cc27dc7997fdbc2efabd0a6f7d29ee3362ffb5cf4d84af2422022075600093bb070acca7e950e198713d262f1f7cee87edc7aaddb1a84dd0f0324541';
const PUBLIC_KEY = '025cbdf0646e5db4eaa398f365f2ea7a0e3d419b7e0330e39ce92bddedcac4f9bc';
const KEY_HASH = '5dedfbf9ea599dd4e3ca6a80b333c472fd0b3f69';
const OTHER_HASH = 'b46abf4d9e1746e33bcc39cea3de876c29c4adf3';

describe('BsvTransactionInspector.decode', () => {
  it('decodes the fixture to its known txid, its input, output, scripts as assembly and size', async () => {
    expect(await inspector.decode(hex)).toEqual({
      ok: true,
      value: {
        txid: SAMPLE_SPEND_TXID,
        version: 1,
        lockTime: 0,
        sizeBytes: 192,
        inputs: [
          {
            sourceTxid: '27577cf83ba6d54d642fc8d467e7d69528c1595cf01b59257bcda24d092d2d00',
            sourceOutputIndex: 0,
            sequence: 0xffffffff,
            unlockingScript: { hex: expect.any(String), asm: `${SIGNATURE} ${PUBLIC_KEY}` },
          },
        ],
        outputs: [{ satoshis: 9000, lockingScript: { hex: `76a914${OTHER_HASH}88ac`, asm: `OP_DUP OP_HASH160 ${OTHER_HASH} OP_EQUALVERIFY OP_CHECKSIG` } }],
      },
    });
  });

  it('refuses hex that is no transaction: cut short, or with bytes left over', async () => {
    const results = await Promise.all([hex.slice(0, 120), `${hex}00`, '0100000000000000000000'].map((text) => inspector.decode(text)));
    expect(results.map((result) => (result.ok ? 'decoded' : result.error.code))).toEqual(['undecodable', 'undecodable', 'undecodable']);
  });
});

describe('BsvTransactionInspector.debug', () => {
  it('shows the stack after each opcode of the sample spend, unlocking then locking script, and finds it valid', async () => {
    const result = await inspector.debug(hex, 0, spentOutput);
    expect(result).toEqual({
      ok: true,
      value: {
        inputIndex: 0,
        truncated: false,
        steps: [
          { part: 'unlocking', position: 0, operation: SIGNATURE, stack: [SIGNATURE] },
          { part: 'unlocking', position: 1, operation: PUBLIC_KEY, stack: [SIGNATURE, PUBLIC_KEY] },
          { part: 'locking', position: 0, operation: 'OP_DUP', stack: [SIGNATURE, PUBLIC_KEY, PUBLIC_KEY] },
          { part: 'locking', position: 1, operation: 'OP_HASH160', stack: [SIGNATURE, PUBLIC_KEY, KEY_HASH] },
          { part: 'locking', position: 2, operation: KEY_HASH, stack: [SIGNATURE, PUBLIC_KEY, KEY_HASH, KEY_HASH] },
          { part: 'locking', position: 3, operation: 'OP_EQUALVERIFY', stack: [SIGNATURE, PUBLIC_KEY] },
          { part: 'locking', position: 4, operation: 'OP_CHECKSIG', stack: ['01'] },
        ],
        verdict: { kind: 'valid' },
      },
    });
  });

  it('names the failing opcode and why when the spent output locks to another key (the locking script as hex)', async () => {
    const result = await inspector.debug(hex, 0, { satoshis: 10_000, lockingScript: `76a914${OTHER_HASH}88ac` });
    expect(result.ok && { steps: result.value.steps.length, verdict: result.value.verdict }).toEqual({
      steps: 5,
      verdict: { kind: 'failed-at-opcode', part: 'locking', position: 3, operation: 'OP_EQUALVERIFY', reason: 'OP_EQUALVERIFY requires the top two stack items to be equal.' },
    });
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
