/** A script as its hex and its assembly text (opcodes by name, pushed data as hex). */
export interface ScriptText {
  readonly hex: string;
  readonly asm: string;
}

/** The output an input spends, as far as the inspector needs it: its value and its locking script. */
export interface SpentOutput {
  readonly satoshis: number;
  /** The locking script as hex or as assembly text (`OP_DUP OP_HASH160 …`). */
  readonly lockingScript: string;
}

/**
 * One input: the output it spends (by txid and index) and the script that unlocks it; `spentOutput` is that output
 * when the hex carries it (the extended format), else `null`.
 */
export interface DecodedInput {
  readonly sourceTxid: string;
  readonly sourceOutputIndex: number;
  readonly sequence: number;
  readonly unlockingScript: ScriptText;
  readonly spentOutput: SpentOutput | null;
}

/** One output: its value and the script that locks it. */
export interface DecodedOutput {
  readonly satoshis: number;
  readonly lockingScript: ScriptText;
}

/**
 * How the hex was written: the plain serialisation, or the extended format (BRC-30), which adds to each input the
 * satoshis and locking script of the output it spends.
 */
export type TransactionFormat = 'raw' | 'extended';

/** A transaction, decoded. `sizeBytes` is the length of its plain serialisation (what a fee rate is per byte of). */
export interface DecodedTransaction {
  readonly format: TransactionFormat;
  readonly txid: string;
  readonly version: number;
  readonly lockTime: number;
  readonly sizeBytes: number;
  readonly inputs: readonly DecodedInput[];
  readonly outputs: readonly DecodedOutput[];
}
