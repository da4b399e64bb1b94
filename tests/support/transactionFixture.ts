import type { DecodedTransaction } from '../../src/domain/bsv/decodedTransaction';
import type { ScriptTrace } from '../../src/domain/bsv/scriptTrace';
import { SAMPLE_SPEND, SAMPLE_SPEND_TXID } from '../../src/adapters/sample/sampleSpend';

export const SIGNATURE =
  '3045022100eb2aca30051fb5cc27dc7997fdbc2efabd0a6f7d29ee3362ffb5cf4d84af2422022075600093bb070acca7e950e198713d262f1f7cee87edc7aaddb1a84dd0f0324541';
export const PUBLIC_KEY = '025cbdf0646e5db4eaa398f365f2ea7a0e3d419b7e0330e39ce92bddedcac4f9bc';
export const KEY_HASH = '5dedfbf9ea599dd4e3ca6a80b333c472fd0b3f69';
export const OTHER_HASH = 'b46abf4d9e1746e33bcc39cea3de876c29c4adf3';

/** The sample spend as `BsvTransactionInspector` decodes it (checked in its own tests). */
export const SAMPLE_DECODED: DecodedTransaction = {
  format: 'raw',
  txid: SAMPLE_SPEND_TXID,
  version: 1,
  lockTime: 0,
  sizeBytes: 192,
  inputs: [
    {
      sourceTxid: '27577cf83ba6d54d642fc8d467e7d69528c1595cf01b59257bcda24d092d2d00',
      sourceOutputIndex: 0,
      sequence: 0xffffffff,
      unlockingScript: { hex: `48${SIGNATURE}21${PUBLIC_KEY}`, asm: `${SIGNATURE} ${PUBLIC_KEY}` },
      spentOutput: null,
    },
  ],
  outputs: [{ satoshis: 9000, lockingScript: { hex: `76a914${OTHER_HASH}88ac`, asm: `OP_DUP OP_HASH160 ${OTHER_HASH} OP_EQUALVERIFY OP_CHECKSIG` } }],
};

/** The sample spend in the extended format (BRC-30): each input carries the output it spends. */
export const SAMPLE_SPEND_EXTENDED_HEX =
  '010000000000000000ef01002d2d094da2cd7b25591bf05c59c12895d6e767d4c82f644dd5a63bf87c5727000000006b483045022100eb2aca30051fb5cc27dc7997fdbc2efabd0a6f7d29ee3362ffb5cf4d84af2422022075600093bb070acca7e950e198713d262f1f7cee87edc7aaddb1a84dd0f032454121025cbdf0646e5db4eaa398f365f2ea7a0e3d419b7e0330e39ce92bddedcac4f9bcffffffff10270000000000001976a9145dedfbf9ea599dd4e3ca6a80b333c472fd0b3f6988ac0128230000000000001976a914b46abf4d9e1746e33bcc39cea3de876c29c4adf388ac00000000';

/** The extended sample as decoded: the same transaction, with its input's spent output known. */
export const SAMPLE_EXTENDED_DECODED: DecodedTransaction = {
  ...SAMPLE_DECODED,
  format: 'extended',
  inputs: SAMPLE_DECODED.inputs.map((input) => ({ ...input, spentOutput: SAMPLE_SPEND.spentOutput })),
};

/** The sample spend's trace as the interpreter steps it. */
export const SAMPLE_TRACE: ScriptTrace = {
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
};

/** The trace of the sample spend against an output locked to another key: it fails at OP_EQUALVERIFY. */
export const BROKEN_TRACE: ScriptTrace = {
  ...SAMPLE_TRACE,
  steps: SAMPLE_TRACE.steps.slice(0, 5).map((step) => (step.position === 2 && step.part === 'locking' ? { ...step, operation: OTHER_HASH, stack: [SIGNATURE, PUBLIC_KEY, KEY_HASH, OTHER_HASH] } : step)),
  verdict: { kind: 'failed-at-opcode', part: 'locking', position: 3, operation: 'OP_EQUALVERIFY', reason: 'OP_EQUALVERIFY requires the top two stack items to be equal.' },
};

export { SAMPLE_SPEND };
