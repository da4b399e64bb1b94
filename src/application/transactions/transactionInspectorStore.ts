import type { DecodedTransaction, SpentOutput } from '../../domain/bsv/decodedTransaction';
import { feeFigure } from '../../domain/bsv/feeRate';
import { parseSpentOutput } from '../../domain/bsv/spentOutput';
import { parseTransactionHex } from '../../domain/bsv/transactionHex';
import type { TransactionInspector } from '../../ports/transactionInspector.port';
import { Store } from '../shared/store';
import { INITIAL_TRANSACTION_INSPECTOR_STATE, type TransactionInspectorState } from './transactionInspectorState';

const feeOf = (transaction: DecodedTransaction, spentOutputs: Readonly<Record<number, SpentOutput>>) =>
  feeFigure(
    transaction.inputs.map((_, index) => spentOutputs[index]?.satoshis ?? null),
    transaction.outputs.map((output) => output.satoshis),
    transaction.sizeBytes,
  );

/** The outputs the inputs spend that the hex itself carries (the extended format), by input index. */
const carriedSpentOutputs = (transaction: DecodedTransaction): Record<number, SpentOutput> =>
  Object.fromEntries(transaction.inputs.flatMap((input, index) => (input.spentOutput === null ? [] : [[index, input.spentOutput]])));

/**
 * The transaction inspector and script debugger: decodes pasted hex (refusing bad hex before the inspector's code
 * loads), keeps the outputs its inputs spend, works out the fee once all are known, and runs one input's scripts.
 * A result that arrives after a newer command is dropped.
 */
export class TransactionInspectorStore extends Store<TransactionInspectorState> {
  private serial = 0;

  constructor(private readonly inspector: TransactionInspector) {
    super(INITIAL_TRANSACTION_INSPECTOR_STATE);
  }

  /**
   * Decodes `text` (pasted hex or a `.hex` file's content); forgets the spent outputs and the trace of the last one.
   * The spent outputs known afterwards are those the hex carries, then `spentOutputs` (the sample's).
   */
  async inspect(text: string, spentOutputs: Readonly<Record<number, SpentOutput>> = {}): Promise<void> {
    const serial = ++this.serial;
    const hex = parseTransactionHex(text);
    if (!hex.ok) return this.setState({ ...INITIAL_TRANSACTION_INSPECTOR_STATE, inspection: { kind: 'refused', error: hex.error } });
    this.setState({ ...INITIAL_TRANSACTION_INSPECTOR_STATE, inspection: { kind: 'decoding' } });
    const decoded = await this.inspector.decode(hex.value);
    if (serial !== this.serial) return;
    if (!decoded.ok) return this.setState({ ...this.state, inspection: { kind: 'refused', error: decoded.error } });
    const transaction = decoded.value;
    const known = { ...carriedSpentOutputs(transaction), ...spentOutputs };
    this.setState({ ...this.state, spentOutputs: known, inspection: { kind: 'decoded', hex: hex.value, transaction, fee: feeOf(transaction, known) } });
  }

  /** Inspects the sample spend with the output its input spends already known. */
  async openSample(): Promise<void> {
    const sample = await this.inspector.sample();
    await this.inspect(sample.transactionHex, { 0: sample.spentOutput });
  }

  /** Takes the output input `inputIndex` spends, as entered, and runs that input's scripts against it. */
  async debugInput(inputIndex: number, satoshisText: string, lockingScriptText: string): Promise<void> {
    const { inspection } = this.state;
    if (inspection.kind !== 'decoded') return;
    const serial = ++this.serial;
    const spent = parseSpentOutput(satoshisText, lockingScriptText);
    if (!spent.ok) return this.setState({ ...this.state, debugging: { kind: 'refused', inputIndex, error: spent.error } });
    const spentOutputs = { ...this.state.spentOutputs, [inputIndex]: spent.value };
    const fee = feeOf(inspection.transaction, spentOutputs);
    this.setState({ ...this.state, spentOutputs, inspection: { ...inspection, fee }, debugging: { kind: 'running', inputIndex } });
    const traced = await this.inspector.debug(inspection.hex, inputIndex, spent.value);
    if (serial !== this.serial) return;
    this.setState({ ...this.state, debugging: traced.ok ? { kind: 'traced', trace: traced.value } : { kind: 'refused', inputIndex, error: traced.error } });
  }

  /** Starts again with nothing inspected. */
  clear(): void {
    this.serial += 1;
    this.setState(INITIAL_TRANSACTION_INSPECTOR_STATE);
  }
}
