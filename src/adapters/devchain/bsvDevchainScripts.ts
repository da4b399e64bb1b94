import { Spend, Script, type Transaction } from '@bsv/sdk';
import type { DevchainOutput, ParsedTransaction, ScriptFailure } from '../../ports/devchainTransactions.port';
import { reasonOf } from '../bsv/bsvScriptTrace';
import { withFastSignatures } from './fastSignatureCheck';
import { withParsedKeys } from './parsedPublicKeys';
import { withParsedSignatures } from './parsedSignatures';

/** The opcode at `position` of `script` as ASM, or its last one when the failure came after the script's end. */
function failingOpcode(script: Script, position: number): { position: number; opcode: string } {
  const at = Math.min(position, script.chunks.length - 1);
  const chunk = script.chunks[at];
  return chunk === undefined ? { position: 0, opcode: '' } : { position: at, opcode: new Script([chunk]).toASM() };
}

/**
 * Runs every input's unlocking script against the output it spends with the SDK's interpreter (`Spend.validate`):
 * the first input that fails, with the script part, the opcode's position and the interpreter's reason; null when
 * all pass. Signatures are verified on libsecp256k1 (`withFastSignatures`), the SDK confirming every refusal; each
 * key and signature the interpreter reads twice is read once (`withParsedKeys`, `withParsedSignatures`).
 */
export function checkScripts(transaction: ParsedTransaction, spent: readonly DevchainOutput[]): ScriptFailure | null {
  const tx = transaction.parsed as Transaction;
  for (const [input, { satoshis, script }] of spent.entries()) {
    const source = tx.inputs[input]!;
    const lockingScript = Script.fromHex(script);
    const spend = withFastSignatures(new Spend({
      sourceTXID: transaction.inputs[input]!.txid,
      sourceOutputIndex: source.sourceOutputIndex,
      sourceSatoshis: satoshis,
      lockingScript,
      transactionVersion: tx.version,
      otherInputs: tx.inputs.filter((_, index) => index !== input),
      outputs: tx.outputs,
      inputIndex: input,
      unlockingScript: source.unlockingScript!,
      inputSequence: source.sequence ?? 0xffffffff,
      lockTime: tx.lockTime,
    }));
    try {
      if (withParsedKeys(() => withParsedSignatures(() => spend.validate()))) continue;
      return { input, part: 'locking', ...failingOpcode(lockingScript, lockingScript.chunks.length), reason: 'The scripts did not end true.' };
    } catch (error) {
      const part = spend.context === 'UnlockingScript' ? 'unlocking' : 'locking';
      const failed = failingOpcode(part === 'unlocking' ? spend.unlockingScript : lockingScript, spend.programCounter);
      return { input, part, ...failed, reason: reasonOf(error) };
    }
  }
  return null;
}
