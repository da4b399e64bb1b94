import { LockingScript, Transaction, Utils } from '@bsv/sdk';
import type { DecodedTransaction, SpentOutput } from '../../domain/bsv/decodedTransaction';
import { scriptNotation } from '../../domain/bsv/spentOutput';
import type { ScriptTrace } from '../../domain/bsv/scriptTrace';
import { err, ok, type Result } from '../../domain/shared/result';
import type { InspectionError, SampleSpend, TransactionInspector } from '../../ports/transactionInspector.port';
import { SAMPLE_SPEND } from '../sample/sampleSpend';
import { reasonOf, traceSpend } from './bsvScriptTrace';

/**
 * The transaction in `hex`, or why not. The SDK's reader reads past the end of the bytes as nothing and keeps the
 * bytes it was given for `toHex()`, so the read must end exactly at the last byte and a fresh transaction of the
 * same parts must write the same bytes.
 */
function transactionOf(hex: string): Result<Transaction, InspectionError> {
  try {
    const bytes = Utils.toArray(hex, 'hex');
    const reader = new Utils.Reader(bytes);
    const read = Transaction.fromReader(reader);
    const again = new Transaction(read.version, read.inputs, read.outputs, read.lockTime);
    if (reader.pos !== bytes.length || again.toHex() !== hex.toLowerCase()) {
      return err({ code: 'undecodable', detail: `Read ${reader.pos} bytes of ${bytes.length}.` });
    }
    return ok(again);
  } catch (error) {
    return err({ code: 'undecodable', detail: reasonOf(error) });
  }
}

const describe = (transaction: Transaction, hex: string): DecodedTransaction => ({
  txid: transaction.id('hex'),
  version: transaction.version,
  lockTime: transaction.lockTime,
  sizeBytes: hex.length / 2,
  inputs: transaction.inputs.map((input) => ({
    sourceTxid: input.sourceTXID ?? '',
    sourceOutputIndex: input.sourceOutputIndex,
    sequence: input.sequence ?? 0xffffffff,
    unlockingScript: { hex: input.unlockingScript?.toHex() ?? '', asm: input.unlockingScript?.toASM() ?? '' },
  })),
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

/** The inspector on `@bsv/sdk`: its transaction reader, script assembly and interpreter. */
export class BsvTransactionInspector implements TransactionInspector {
  decode(hex: string): Promise<Result<DecodedTransaction, InspectionError>> {
    const transaction = transactionOf(hex);
    return Promise.resolve(transaction.ok ? ok(describe(transaction.value, hex)) : transaction);
  }

  debug(hex: string, inputIndex: number, spentOutput: SpentOutput): Promise<Result<ScriptTrace, InspectionError>> {
    const transaction = transactionOf(hex);
    if (!transaction.ok) return Promise.resolve(transaction);
    if (!Number.isInteger(inputIndex) || inputIndex < 0 || inputIndex >= transaction.value.inputs.length) return Promise.resolve(err({ code: 'no-such-input' }));
    const lockingScript = lockingScriptOf(spentOutput.lockingScript);
    if (!lockingScript.ok) return Promise.resolve(lockingScript);
    return Promise.resolve(ok(traceSpend(transaction.value, inputIndex, lockingScript.value, spentOutput.satoshis)));
  }

  sample(): Promise<SampleSpend> {
    return Promise.resolve(SAMPLE_SPEND);
  }
}
