import { describe, expect, it } from 'vitest';
import { MemoryTransactionInspector } from '../../../src/adapters/memory/memoryTransactionInspector.adapter';
import { TransactionInspectorStore } from '../../../src/application/transactions/transactionInspectorStore';
import { err, ok } from '../../../src/domain/shared/result';
import { BROKEN_TRACE, OTHER_HASH, SAMPLE_DECODED, SAMPLE_EXTENDED_DECODED, SAMPLE_SPEND, SAMPLE_SPEND_EXTENDED_HEX, SAMPLE_TRACE } from '../../support/transactionFixture';

const hex = SAMPLE_SPEND.transactionHex;
/** Laid out as a transaction (no inputs, no outputs), unknown to the test's inspector. */
const EMPTY_TRANSACTION = '01000000000000000000';

function setUp() {
  const inspector = new MemoryTransactionInspector({
    transactions: { [hex]: SAMPLE_DECODED },
    sample: SAMPLE_SPEND,
    debug: (_hex, _index, spent) => (spent.lockingScript.includes(OTHER_HASH) ? ok(BROKEN_TRACE) : spent.lockingScript === 'OP_NOPE' ? err({ code: 'locking-script-invalid', detail: 'no' }) : ok(SAMPLE_TRACE)),
  });
  return { inspector, store: new TransactionInspectorStore(inspector) };
}

describe('TransactionInspectorStore', () => {
  it('decodes pasted hex (spaced, in capitals); the fee is unknown until the output its input spends is', async () => {
    const { store } = setUp();
    await store.inspect(` ${hex.slice(0, 40).toUpperCase()}\n${hex.slice(40)} `);
    expect(store.state).toEqual({
      inspection: { kind: 'decoded', hex, transaction: SAMPLE_DECODED, fee: { kind: 'unknown', missingInputs: [0] } },
      spentOutputs: {},
      debugging: { kind: 'idle' },
    });
  });

  it('knows the spent outputs the extended format carries, so the fee shows at once', async () => {
    const inspector = new MemoryTransactionInspector({ transactions: { [SAMPLE_SPEND_EXTENDED_HEX]: SAMPLE_EXTENDED_DECODED } });
    const store = new TransactionInspectorStore(inspector);
    await store.inspect(SAMPLE_SPEND_EXTENDED_HEX);
    expect({ spentOutputs: store.state.spentOutputs, fee: store.state.inspection.kind === 'decoded' && store.state.inspection.fee }).toEqual({
      spentOutputs: { 0: SAMPLE_SPEND.spentOutput },
      fee: { kind: 'known', feeSatoshis: 1000, satoshisPerByte: 1000 / 192 },
    });
  });

  it('refuses bad hex with its code without asking the inspector, and hex that is no transaction with the inspector\'s', async () => {
    const { store, inspector } = setUp();
    await store.inspect('0100 00zz');
    const badHex = store.state.inspection;
    await store.inspect(EMPTY_TRANSACTION);
    expect({ badHex, noTransaction: store.state.inspection, calls: inspector.calls }).toEqual({
      badHex: { kind: 'refused', error: { code: 'not-hex', position: 7, character: 'z' } },
      noTransaction: { kind: 'refused', error: { code: 'undecodable', detail: 'Unknown to this test.' } },
      calls: [`decode ${EMPTY_TRANSACTION}`],
    });
  });

  it('opens the sample with its spent output known, so the fee shows, and debugs its input', async () => {
    const { store } = setUp();
    await store.openSample();
    const fee = store.state.inspection.kind === 'decoded' ? store.state.inspection.fee : null;
    await store.debugInput(0, '10000', SAMPLE_SPEND.spentOutput.lockingScript);
    expect({ fee, spentOutputs: store.state.spentOutputs, debugging: store.state.debugging }).toEqual({
      fee: { kind: 'known', feeSatoshis: 1000, satoshisPerByte: 1000 / 192 },
      spentOutputs: { 0: SAMPLE_SPEND.spentOutput },
      debugging: { kind: 'traced', trace: SAMPLE_TRACE },
    });
  });

  it('keeps an entered spent output, works out the fee with it, and shows a broken spend\'s trace', async () => {
    const { store } = setUp();
    await store.inspect(hex);
    await store.debugInput(0, ' 12000 ', `OP_DUP OP_HASH160 ${OTHER_HASH} OP_EQUALVERIFY OP_CHECKSIG`);
    expect({ inspection: store.state.inspection, debugging: store.state.debugging }).toEqual({
      inspection: { kind: 'decoded', hex, transaction: SAMPLE_DECODED, fee: { kind: 'known', feeSatoshis: 3000, satoshisPerByte: 3000 / 192 } },
      debugging: { kind: 'traced', trace: BROKEN_TRACE },
    });
  });

  it('refuses a spent output it cannot use: satoshis not whole, before asking; a script the inspector cannot read, after', async () => {
    const { store, inspector } = setUp();
    await store.inspect(hex);
    await store.debugInput(0, '1.5', 'OP_TRUE');
    const notWhole = store.state.debugging;
    await store.debugInput(0, '1', 'OP_NOPE');
    expect({ notWhole, unreadable: store.state.debugging, debugs: inspector.calls.filter((call) => call.startsWith('debug')) }).toEqual({
      notWhole: { kind: 'refused', inputIndex: 0, error: { code: 'satoshis-not-whole' } },
      unreadable: { kind: 'refused', inputIndex: 0, error: { code: 'locking-script-invalid', detail: 'no' } },
      debugs: ['debug 0'],
    });
  });

  it('drops a decode that arrives after newer hex was given, and starts again on clear', async () => {
    const { store } = setUp();
    const first = store.inspect(hex);
    await store.inspect('zz');
    await first;
    const refused = store.state.inspection.kind;
    store.clear();
    expect({ refused, cleared: store.state }).toEqual({ refused: 'refused', cleared: { inspection: { kind: 'empty' }, spentOutputs: {}, debugging: { kind: 'idle' } } });
  });
});
