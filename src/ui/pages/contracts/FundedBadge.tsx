import { fundedBadgeText } from './escrowCard.texts';

/** "Funded 0.05 BSV": the reward held in escrow for a contract, paid to its worker on a paying merge. */
export function FundedBadge({ satoshis }: { readonly satoshis: number }) {
  return <span className="funded-badge">{fundedBadgeText(satoshis)}</span>;
}
