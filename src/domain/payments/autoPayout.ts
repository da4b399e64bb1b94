/** The scope of an automatic payout choice that covers every contract (a contract's own choice is its issue number). */
export const ALL_CONTRACTS = 0;

/**
 * A maintainer's choice to pay a contract's reward on merge, with no click: for one contract (`scope`, its issue
 * number) or for all (`ALL_CONTRACTS`). The latest choice of a scope stands; a contract's own choice outranks the
 * choice for all (a maintainer may turn one contract off while all are on).
 */
export interface AutoPayoutChoice {
  readonly scope: number;
  readonly enabled: boolean;
  /** The maintainer whose wallet pays, without `$`. */
  readonly maintainer: string;
  /** Epoch ms. */
  readonly updatedAt: number;
}

/** The choice that rules contract `issueNumber` when it is turned on; null: its payout waits for a click. */
export const autoPayoutFor = <T extends AutoPayoutChoice>(issueNumber: number, choices: readonly T[]): T | null => {
  const own = choices.find((choice) => choice.scope === issueNumber);
  const ruling = own ?? choices.find((choice) => choice.scope === ALL_CONTRACTS) ?? null;
  return ruling?.enabled === true ? ruling : null;
};

/**
 * The idempotency key of a contract's automatic payout: the same for every delivery and every server, so the
 * payments table lets it pay once (16 to 64 URL-safe characters, as any payment key).
 */
export const autoPayoutKey = (issueNumber: number): string => `auto-payout-issue-${issueNumber}`;
