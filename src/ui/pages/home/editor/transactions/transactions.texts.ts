import type { TransactionFormat } from '../../../../../domain/bsv/decodedTransaction';
import type { FeeFigure } from '../../../../../domain/bsv/feeRate';
import type { ScriptPart, ScriptVerdict } from '../../../../../domain/bsv/scriptTrace';
import type { SpentOutputError } from '../../../../../domain/bsv/spentOutput';
import type { TransactionHexError } from '../../../../../domain/bsv/transactionHex';
import type { InspectionError } from '../../../../../ports/transactionInspector.port';

/** The transaction inspector's and script debugger's words, beside the views that show them. */

export const HEX_LABEL = 'Raw transaction hex';
export const HEX_PLACEHOLDER = 'Paste raw transaction hex…';
export const INSPECT_LABEL = 'Inspect';
export const SAMPLE_LABEL = 'Open sample';
export const INSPECT_FILE_LABEL = (name: string) => `Inspect ${name}`;
/** What the last transaction the code broadcast to the devchain is called beside Inspect. */
export const LAST_BROADCAST_NAME = (txid: string) => `the last broadcast (${txid.slice(0, 8)}…)`;
export const CLEAR_LABEL = 'Clear';
export const DECODING_TEXT = 'Decoding…';

export const HEX_ERROR_MESSAGES = (error: TransactionHexError | InspectionError): string => {
  switch (error.code) {
    case 'empty':
      return 'Paste the hex of a transaction first.';
    case 'not-hex':
      return `This is not hex: “${error.character}” at character ${error.position} is not a hex digit (0–9, a–f).`;
    case 'odd-length':
      return `This is not whole bytes: ${error.digits} hex digits, one short or one too many.`;
    case 'too-short':
      return `${error.bytes} bytes is too short for a transaction (at least 10).`;
    case 'cut-short':
      return `These ${error.bytes} bytes are not a whole transaction: they end inside it.`;
    case 'bytes-left-over':
      return `These bytes are not one transaction: ${error.extraBytes} bytes follow its lock time.`;
    case 'undecodable':
      return `These bytes are not a transaction: ${error.detail}`;
    case 'locking-script-invalid':
    case 'no-such-input':
      return 'The transaction could not be read.';
  }
};

export const SUMMARY_LABELS = { txid: 'Txid', format: 'Format', size: 'Size', version: 'Version', lockTime: 'Lock time', fee: 'Fee' } as const;
export const FORMAT_NAMES: Readonly<Record<TransactionFormat, string>> = {
  raw: 'Raw',
  extended: 'Extended (BRC-30), with the outputs its inputs spend',
};
export const BYTES = (count: number) => `${count.toLocaleString('en-US')} bytes`;
export const SATOSHIS = (count: number) => `${count.toLocaleString('en-US')} sat`;

export const FEE_TEXT = (fee: FeeFigure): string => {
  switch (fee.kind) {
    case 'known':
      return `${SATOSHIS(fee.feeSatoshis)} (${fee.satoshisPerByte.toLocaleString('en-US', { maximumFractionDigits: 3 })} sat/byte)`;
    case 'unknown':
      return `Unknown until the spent output of input ${fee.missingInputs.map((index) => `#${index}`).join(', ')} is given.`;
    case 'overspent':
      return `The outputs hold ${SATOSHIS(fee.bySatoshis)} more than the spent outputs: check the satoshis entered.`;
  }
};

export const INPUTS_HEADING = (count: number) => `Inputs (${count})`;
export const OUTPUTS_HEADING = (count: number) => `Outputs (${count})`;
export const INPUT_TITLE = (index: number) => `Input #${index}`;
export const OUTPUT_TITLE = (index: number, satoshis: number) => `Output #${index}: ${SATOSHIS(satoshis)}`;
export const SPENDS_LABEL = 'Spends';
export const UNLOCKING_LABEL = 'Unlocking script';
export const LOCKING_LABEL = 'Locking script';
export const EMPTY_SCRIPT = '(empty)';

export const SPENT_SATOSHIS_LABEL = (index: number) => `Spent output satoshis, input #${index}`;
export const SPENT_SCRIPT_LABEL = (index: number) => `Spent output locking script, input #${index}`;
export const SPENT_SCRIPT_PLACEHOLDER = 'OP_DUP OP_HASH160 … or hex';
export const SPENT_OUTPUT_CAPTION = 'The output it spends (for Debug and the fee):';
export const DEBUG_LABEL = (index: number) => `Debug input #${index}`;
export const DEBUGGING_TEXT = 'Running the scripts…';

export const SPENT_OUTPUT_ERROR_MESSAGES = (error: SpentOutputError | InspectionError): string => {
  switch (error.code) {
    case 'satoshis-not-whole':
      return 'Enter the spent output’s satoshis as a whole number.';
    case 'satoshis-too-large':
      return 'That is more satoshis than there will ever be.';
    case 'locking-script-empty':
      return 'Enter the spent output’s locking script, as assembly or hex.';
    case 'locking-script-invalid':
      return `The locking script could not be read: ${error.detail}`;
    case 'no-such-input':
      return 'The transaction has no such input.';
    case 'undecodable':
      return `The transaction could not be read: ${error.detail}`;
  }
};

export const TRACE_TITLE = (index: number) => `Script steps, input #${index}`;
export const PART_NAMES: Readonly<Record<ScriptPart, string>> = { unlocking: 'unlocking', locking: 'locking' };
export const STEP_HEADERS = { step: 'Step', script: 'Script', operation: 'Opcode', stack: 'Stack after (top last)' } as const;
export const TRACE_HINT = 'The stack after each opcode, top last:';
export const EMPTY_STACK = '(empty stack)';
export const EMPTY_ITEM = '(empty)';
export const TRUNCATED_TEXT = 'Only the first steps are shown.';

export const VERDICT_TEXT = (verdict: ScriptVerdict): string => {
  switch (verdict.kind) {
    case 'valid':
      return 'Valid: the scripts ran to the end with a true value on top of the stack.';
    case 'failed-at-opcode':
      return `Failed at ${verdict.operation} (${PART_NAMES[verdict.part]} script, opcode ${verdict.position}): ${verdict.reason}`;
    case 'failed-after-scripts':
      return `Failed after the last opcode: ${verdict.reason}`;
  }
};
