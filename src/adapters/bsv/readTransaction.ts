import { Transaction, Utils } from '@bsv/sdk';
import type { TransactionFormat } from '../../domain/bsv/decodedTransaction';
import { transactionLayout } from '../../domain/bsv/transactionLayout';
import { err, ok, type Result } from '../../domain/shared/result';
import type { InspectionError } from '../../ports/transactionInspector.port';
import { reasonOf } from './bsvScriptTrace';

/** A transaction the SDK read, and how it was written. */
export interface ReadTransaction {
  readonly transaction: Transaction;
  readonly format: TransactionFormat;
}

const undecodable = (detail: string) => err<InspectionError>({ code: 'undecodable', detail });

/**
 * The plain serialisation. The SDK's reader reads past the end of the bytes as nothing and keeps the bytes it was
 * given for `toHex()`, so the read must end exactly at the last byte and a fresh transaction of the same parts must
 * write the same hex.
 */
function readPlain(hex: string): Result<ReadTransaction, InspectionError> {
  const bytes = Utils.toArray(hex, 'hex');
  const reader = new Utils.Reader(bytes);
  const read = Transaction.fromReader(reader);
  const again = new Transaction(read.version, read.inputs, read.outputs, read.lockTime);
  if (reader.pos !== bytes.length || again.toHex() !== hex) return undecodable(`Read ${reader.pos} bytes of ${bytes.length}.`);
  return ok({ transaction: again, format: 'raw' });
}

/** The extended format: `toHexEF()` writes afresh, so writing it again must give the same hex. */
function readExtended(hex: string): Result<ReadTransaction, InspectionError> {
  const transaction = Transaction.fromHexEF(hex);
  if (transaction.toHexEF() !== hex) return undecodable('The bytes do not read back as the same extended transaction.');
  return ok({ transaction, format: 'extended' });
}

/** The transaction in `anyCaseHex` (whole bytes of hex), plain or extended, or `undecodable` with the reason. */
export function readTransaction(anyCaseHex: string): Result<ReadTransaction, InspectionError> {
  const hex = anyCaseHex.toLowerCase();
  // The SDK reads counts beyond its bytes as zero-filled items, without end for a count like 2^64: never let it.
  const layout = transactionLayout(hex);
  if (!layout.ok) return undecodable(layout.error.code === 'cut-short' ? 'The bytes end inside the transaction.' : `${layout.error.extraBytes} bytes follow it.`);
  try {
    return layout.value === 'extended' ? readExtended(hex) : readPlain(hex);
  } catch (error) {
    return undecodable(reasonOf(error));
  }
}
