/** The two scripts of a spend, run in this order: the input's unlocking script, then the spent output's locking one. */
export type ScriptPart = 'unlocking' | 'locking';

/** One executed opcode and the main stack right after it (top last), each item as hex (an empty item is ''). */
export interface ScriptStep {
  readonly part: ScriptPart;
  /** The opcode's index within its script, from 0. */
  readonly position: number;
  /** The opcode as assembly: its name, or the data it pushes as hex. */
  readonly operation: string;
  readonly stack: readonly string[];
}

/** How a spend's scripts ended. */
export type ScriptVerdict =
  | { readonly kind: 'valid' }
  /** An opcode failed: it is not among the steps; the last step shows the stack it met. */
  | { readonly kind: 'failed-at-opcode'; readonly part: ScriptPart; readonly position: number; readonly operation: string; readonly reason: string }
  /** Every opcode ran, then the checks after the scripts failed (a false top of the stack, a stack not clean). */
  | { readonly kind: 'failed-after-scripts'; readonly reason: string };

/** The stack after each opcode of one input's spend, and the verdict. `truncated` when steps beyond `MAX_TRACE_STEPS` were run but not kept. */
export interface ScriptTrace {
  readonly inputIndex: number;
  readonly steps: readonly ScriptStep[];
  readonly truncated: boolean;
  readonly verdict: ScriptVerdict;
}

/** A trace keeps the stacks of at most this many opcodes, so a long script cannot fill the page. */
export const MAX_TRACE_STEPS = 2000;

