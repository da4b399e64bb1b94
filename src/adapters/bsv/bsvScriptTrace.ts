import { Script, Spend, Utils, type Transaction, type LockingScript } from '@bsv/sdk';
import { MAX_TRACE_STEPS, type ScriptPart, type ScriptStep, type ScriptTrace } from '../../domain/bsv/scriptTrace';

const PREFIX = 'Script evaluation error: ';

/** The interpreter's reason, without its prefix and the dump of txid and stacks it appends. */
export const reasonOf = (error: unknown): string => {
  const message = error instanceof Error ? error.message : String(error);
  const firstLine = message.split('\n')[0] ?? '';
  return firstLine.startsWith(PREFIX) ? firstLine.slice(PREFIX.length) : firstLine;
};

const spendOf = (transaction: Transaction, inputIndex: number, lockingScript: LockingScript, satoshis: number): Spend => {
  const input = transaction.inputs[inputIndex]!;
  return new Spend({
    sourceTXID: input.sourceTXID ?? '',
    sourceOutputIndex: input.sourceOutputIndex,
    sourceSatoshis: satoshis,
    lockingScript,
    transactionVersion: transaction.version,
    otherInputs: transaction.inputs.filter((_, index) => index !== inputIndex),
    outputs: transaction.outputs,
    inputIndex,
    unlockingScript: input.unlockingScript!,
    inputSequence: input.sequence ?? 0xffffffff,
    lockTime: transaction.lockTime,
  });
};

/** The opcode `step()` runs next: after the unlocking script's last one comes the locking script's first. */
const nextOperation = (spend: Spend): { part: ScriptPart; position: number; script: Script } =>
  spend.context === 'UnlockingScript' && spend.programCounter < spend.unlockingScript.chunks.length
    ? { part: 'unlocking', position: spend.programCounter, script: spend.unlockingScript }
    : {
        part: 'locking',
        position: spend.context === 'UnlockingScript' ? 0 : spend.programCounter,
        script: spend.lockingScript,
      };

const asm = (script: Script, position: number): string => {
  const chunk = script.chunks[position];
  return chunk === undefined ? '' : new Script([chunk]).toASM();
};

/**
 * Runs input `inputIndex` of `transaction` against the spent output one opcode at a time with the SDK's
 * interpreter (`Spend.step()`), keeping the stack after each; then its whole `validate()` for the checks after the
 * scripts (a truthy top, a clean stack, push-only unlocking).
 */
export function traceSpend(transaction: Transaction, inputIndex: number, lockingScript: LockingScript, satoshis: number): ScriptTrace {
  const spend = spendOf(transaction, inputIndex, lockingScript, satoshis);
  const steps: ScriptStep[] = [];
  let ran = 0;
  for (;;) {
    const { part, position, script } = nextOperation(spend);
    const operation = asm(script, position);
    try {
      if (!spend.step()) break;
    } catch (error) {
      return { inputIndex, steps, truncated: ran > steps.length, verdict: { kind: 'failed-at-opcode', part, position, operation, reason: reasonOf(error) } };
    }
    ran += 1;
    if (steps.length < MAX_TRACE_STEPS) steps.push({ part, position, operation, stack: spend.stack.map((item) => Utils.toHex(item)) });
  }
  const truncated = ran > steps.length;
  try {
    spendOf(transaction, inputIndex, lockingScript, satoshis).validate();
    return { inputIndex, steps, truncated, verdict: { kind: 'valid' } };
  } catch (error) {
    return { inputIndex, steps, truncated, verdict: { kind: 'failed-after-scripts', reason: reasonOf(error) } };
  }
}
