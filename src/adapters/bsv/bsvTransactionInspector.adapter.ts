import { LockingScript } from '@bsv/sdk';
import type { DecodedTransaction, SpentOutput } from '../../domain/bsv/decodedTransaction';
import { scriptNotation } from '../../domain/bsv/spentOutput';
import type { ScriptTrace } from '../../domain/bsv/scriptTrace';
import { err, ok, type Result } from '../../domain/shared/result';
import type { InspectionError, SampleSpend, TransactionInspector } from '../../ports/transactionInspector.port';
import { SAMPLE_SPEND } from '../sample/sampleSpend';
import { reasonOf, traceSpend } from './bsvScriptTrace';
import { readTransaction, type ReadTransaction } from './readTransaction';

const describe = ({ transaction, format }: ReadTransaction): DecodedTransaction => ({
  format,
  txid: transaction.id('hex'),
  version: transaction.version,
  lockTime: transaction.lockTime,
  sizeBytes: transaction.toBinary().length,
  inputs: transaction.inputs.map((input) => {
    const spent = format === 'extended' ? input.sourceTransaction?.outputs[input.sourceOutputIndex] : undefined;
    return {
      sourceTxid: input.sourceTXID ?? input.sourceTransaction?.id('hex') ?? '',
      sourceOutputIndex: input.sourceOutputIndex,
      sequence: input.sequence ?? 0xffffffff,
      unlockingScript: { hex: input.unlockingScript?.toHex() ?? '', asm: input.unlockingScript?.toASM() ?? '' },
      spentOutput: spent === undefined ? null : { satoshis: spent.satoshis ?? 0, lockingScript: spent.lockingScript.toASM() },
    };
  }),
  outputs: transaction.outputs.map((output) => ({
    satoshis: output.satoshis ?? 0,
    lockingScript: { hex: output.lockingScript.toHex(), asm: output.lockingScript.toASM() },
  })),
});

function lockingScriptOf(text: string): Result<LockingScript, InspectionError> {
  try {
    return ok(scriptNotation(text) === 'hex' ? LockingScript.fromHex(text) : LockingScript.fromASM(text));
  } catch (error) {
    return err({ code: 'locking-script-invalid', detail: reasonOf(error) });
  }
}

/** The inspector on `@bsv/sdk`: its transaction readers (plain and extended), script assembly and interpreter. */
export class BsvTransactionInspector implements TransactionInspector {
  decode(hex: string): Promise<Result<DecodedTransaction, InspectionError>> {
    const read = readTransaction(hex);
    return Promise.resolve(read.ok ? ok(describe(read.value)) : read);
  }

  debug(hex: string, inputIndex: number, spentOutput: SpentOutput): Promise<Result<ScriptTrace, InspectionError>> {
    const read = readTransaction(hex);
    if (!read.ok) return Promise.resolve(read);
    const { transaction } = read.value;
    if (!Number.isInteger(inputIndex) || inputIndex < 0 || inputIndex >= transaction.inputs.length) return Promise.resolve(err({ code: 'no-such-input' }));
    const lockingScript = lockingScriptOf(spentOutput.lockingScript);
    if (!lockingScript.ok) return Promise.resolve(lockingScript);
    return Promise.resolve(ok(traceSpend(transaction, inputIndex, lockingScript.value, spentOutput.satoshis)));
  }

  sample(): Promise<SampleSpend> {
    return Promise.resolve(SAMPLE_SPEND);
  }
}
