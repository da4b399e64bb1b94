import type { DecodedTransaction, SpentOutput } from '../../domain/bsv/decodedTransaction';
import type { ScriptTrace } from '../../domain/bsv/scriptTrace';
import { err, ok, type Result } from '../../domain/shared/result';
import type { InspectionError, SampleSpend, TransactionInspector } from '../../ports/transactionInspector.port';

/** What a test's inspector knows: the transactions it decodes, by hex, and how it answers a debug. */
export interface MemoryInspections {
  readonly transactions?: Readonly<Record<string, DecodedTransaction>>;
  readonly debug?: (hex: string, inputIndex: number, spentOutput: SpentOutput) => Result<ScriptTrace, InspectionError>;
  readonly sample?: SampleSpend;
}

const NOTHING_RUN = (_hex: string, inputIndex: number): Result<ScriptTrace, InspectionError> =>
  ok({ inputIndex, steps: [], truncated: false, verdict: { kind: 'valid' } });

/** A transaction inspector for tests: decodes only the transactions it is given; records each call. */
export class MemoryTransactionInspector implements TransactionInspector {
  readonly calls: string[] = [];

  constructor(private readonly inspections: MemoryInspections = {}) {}

  decode(hex: string): Promise<Result<DecodedTransaction, InspectionError>> {
    this.calls.push(`decode ${hex}`);
    const transaction = this.inspections.transactions?.[hex];
    return Promise.resolve(transaction === undefined ? err({ code: 'undecodable', detail: 'Unknown to this test.' }) : ok(transaction));
  }

  debug(hex: string, inputIndex: number, spentOutput: SpentOutput): Promise<Result<ScriptTrace, InspectionError>> {
    this.calls.push(`debug ${inputIndex}`);
    return Promise.resolve((this.inspections.debug ?? NOTHING_RUN)(hex, inputIndex, spentOutput));
  }

  sample(): Promise<SampleSpend> {
    this.calls.push('sample');
    const sample = this.inspections.sample;
    return sample === undefined ? Promise.reject(new Error('No sample in this test.')) : Promise.resolve(sample);
  }
}
