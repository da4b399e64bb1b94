import type { ClaimState } from '../../../application/exchange/portfolioStore';
import { CLAIM_LABEL, claimNotice, claimPaidText } from './exchange.texts';
import { formatPrice } from './exchangeFormat';

/** What a claim's outcome says in the page; nothing before the first claim. */
export function claimMessage(claim: ClaimState, pendingDividends: number): string {
  if (claim.status === 'paid') return claimPaidText(formatPrice(claim.amount));
  if (claim.status === 'refused') return claimNotice(claim.code, formatPrice(pendingDividends));
  return '';
}

/** The dividend Claim button; disabled while a claim is pending, or when `disabled` (nothing to claim is known yet). */
export function ClaimButton({
  claim,
  disabled = false,
  onClaim,
}: {
  readonly claim: ClaimState;
  readonly disabled?: boolean;
  readonly onClaim: () => void;
}) {
  return (
    <button type="button" className="exchange-button exchange-button-small" disabled={disabled || claim.status === 'pending'} onClick={onClaim}>
      {CLAIM_LABEL}
    </button>
  );
}
