/** What a pending payment pays for, and what names it in the database. */
export type PendingPaymentTarget =
  | { readonly kind: 'reward'; readonly issueNumber: number }
  | { readonly kind: 'purchase'; readonly idempotencyKey: string }
  | { readonly kind: 'dividend'; readonly idempotencyKey: string; readonly batch: number };

/**
 * A pending payment's id, as the payer's page and the operator's command name it: `reward:<issue>`,
 * `purchase:<key>` or `dividend:<batch>:<key>` (the batch first, as a key may hold a colon).
 */
export function pendingPaymentId(target: PendingPaymentTarget): string {
  switch (target.kind) {
    case 'reward':
      return `reward:${target.issueNumber}`;
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
  if (kind === 'reward') return WHOLE.test(rest) && rest !== '0' ? { kind, issueNumber: Number(rest) } : null;
  if (kind === 'purchase') return rest === '' ? null : { kind, idempotencyKey: rest };
  if (kind !== 'dividend') return null;
  const second = rest.indexOf(':');
  const batch = rest.slice(0, second);
  const idempotencyKey = rest.slice(second + 1);
  return second > 0 && WHOLE.test(batch) && idempotencyKey !== '' ? { kind, idempotencyKey, batch: Number(batch) } : null;
}
