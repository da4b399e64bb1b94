/** What a pending payment pays for, and what names it in the database. */
export type PendingPaymentTarget =
  /** A contract's reward: of the operator's repository, or (`repository`, `owner/name`) of a connected one. */
  | { readonly kind: 'reward'; readonly issueNumber: number; readonly repository?: string }
  | { readonly kind: 'purchase'; readonly idempotencyKey: string }
  | { readonly kind: 'dividend'; readonly idempotencyKey: string; readonly batch: number };

/**
 * A pending payment's id, as the payer's page and the operator's command name it: `reward:<issue>` (the operator's
 * repository), `reward:<issue>:<owner/name>` (a connected repository's: #7 of two repositories are two payments),
 * `purchase:<key>` or `dividend:<batch>:<key>` (the batch first, as a key may hold a colon).
 */
export function pendingPaymentId(target: PendingPaymentTarget): string {
  switch (target.kind) {
    case 'reward':
      return target.repository === undefined || target.repository === '' ? `reward:${target.issueNumber}` : `reward:${target.issueNumber}:${target.repository}`;
    case 'purchase':
      return `purchase:${target.idempotencyKey}`;
    case 'dividend':
      return `dividend:${target.batch}:${target.idempotencyKey}`;
  }
}

const WHOLE = /^(0|[1-9]\d{0,8})$/;

/** The target an id names, or null when it names none (`pendingPaymentId`'s inverse). */
export function parsePendingPaymentId(id: string): PendingPaymentTarget | null {
  const colon = id.indexOf(':');
  if (colon < 0) return null;
  const kind = id.slice(0, colon);
  const rest = id.slice(colon + 1);
  if (kind === 'reward') return rewardOf(rest);
  if (kind === 'purchase') return rest === '' ? null : { kind, idempotencyKey: rest };
  if (kind !== 'dividend') return null;
  const second = rest.indexOf(':');
  const batch = rest.slice(0, second);
  const idempotencyKey = rest.slice(second + 1);
  return second > 0 && WHOLE.test(batch) && idempotencyKey !== '' ? { kind, idempotencyKey, batch: Number(batch) } : null;
}

/** `<issue>` or `<issue>:<owner/name>`: the reward it names, or null. */
function rewardOf(rest: string): PendingPaymentTarget | null {
  const colon = rest.indexOf(':');
  const issue = colon < 0 ? rest : rest.slice(0, colon);
  if (!WHOLE.test(issue) || issue === '0') return null;
  if (colon < 0) return { kind: 'reward', issueNumber: Number(issue) };
  const repository = rest.slice(colon + 1);
  return repository === '' ? null : { kind: 'reward', issueNumber: Number(issue), repository };
}
