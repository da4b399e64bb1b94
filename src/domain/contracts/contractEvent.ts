/**
 * What happened to a contract, as its history shows it. `payout-override`: a maintainer paid another payee or amount
 * than the rules name, with a written reason (`detail.reason`). `escrow-funded` / `escrow-refunded`: a maintainer
 * paid the reward into the escrow wallet / the escrow gave it back (`detail.satoshis`, `detail.transactionId`,
 * `detail.reason` of a refund); a payout from escrow is `paid` by the escrow's handle.
 */
export type ContractEventKind = 'claimed' | 'released' | 'expired' | 'pull-request-opened' | 'merged' | 'paid' | 'payout-override' | 'escrow-funded' | 'escrow-refunded';

/** One entry of a contract's history. */
export interface ContractEvent {
  readonly issueNumber: number;
  readonly kind: ContractEventKind;
  /** Who did it: a HandCash handle or a GitHub login; null when the server did (an expiry). */
  readonly actor: string | null;
  /** Epoch ms. */
  readonly at: number;
  /** The event's facts: a payee, an amount in satoshis, a transaction id, a reason, a pull request number. */
  readonly detail: Readonly<Record<string, string | number | null>>;
}
