/**
 * Outpoint bookkeeping of the devchain (issue 37): every output is known by `txid:vout`; a transaction is accepted
 * only when each input names a known output nobody has spent, and no two of its inputs name the same one.
 */

/** An output's name: the transaction that made it and its index there. */
export interface Outpoint {
  readonly txid: string;
  readonly vout: number;
}

/** The key an outpoint is kept under. */
export const outpointKey = ({ txid, vout }: Outpoint): string => `${txid}:${vout}`;

/** What the chain knows of an output, for this rule: who spent it (null: unspent). */
export interface OutputState {
  readonly spentBy: string | null;
}

/** Why an input cannot spend what it names. `input` is the input's index in its transaction. */
export type SpendRefusal =
  | { readonly code: 'outpoint-missing'; readonly input: number; readonly outpoint: Outpoint }
  | { readonly code: 'outpoint-spent'; readonly input: number; readonly outpoint: Outpoint; readonly spentBy: string }
  | { readonly code: 'outpoint-repeated'; readonly input: number; readonly outpoint: Outpoint };

/**
 * The first input (in order) that cannot spend its outpoint, or null when all can. `outputOf` reads the chain's
 * outputs (mined or in the mempool).
 */
export function firstBadSpend(inputs: readonly Outpoint[], outputOf: (key: string) => OutputState | undefined): SpendRefusal | null {
  const seen = new Set<string>();
  for (const [input, outpoint] of inputs.entries()) {
    const key = outpointKey(outpoint);
    const output = outputOf(key);
    if (output === undefined) return { code: 'outpoint-missing', input, outpoint };
    if (output.spentBy !== null) return { code: 'outpoint-spent', input, outpoint, spentBy: output.spentBy };
    if (seen.has(key)) return { code: 'outpoint-repeated', input, outpoint };
    seen.add(key);
  }
  return null;
}
