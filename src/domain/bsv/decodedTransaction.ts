/** A script as its hex and its assembly text (opcodes by name, pushed data as hex). */
export interface ScriptText {
  readonly hex: string;
  readonly asm: string;
}

/** One input: the output it spends (by txid and index) and the script that unlocks it. */
export interface DecodedInput {
  readonly sourceTxid: string;
  readonly sourceOutputIndex: number;
  readonly sequence: number;
  readonly unlockingScript: ScriptText;
}

/** One output: its value and the script that locks it. */
export interface DecodedOutput {
  readonly satoshis: number;
  readonly lockingScript: ScriptText;
}

/** A raw transaction, decoded. `sizeBytes` is the length of its serialisation. */
export interface DecodedTransaction {
  readonly txid: string;
  readonly version: number;
  readonly lockTime: number;
  readonly sizeBytes: number;
  readonly inputs: readonly DecodedInput[];
  readonly outputs: readonly DecodedOutput[];
}

/** The output an input spends, as far as the inspector needs it: its value and its locking script. */
export interface SpentOutput {
  readonly satoshis: number;
  /** The locking script as hex or as assembly text (`OP_DUP OP_HASH160 …`). */
  readonly lockingScript: string;
}
