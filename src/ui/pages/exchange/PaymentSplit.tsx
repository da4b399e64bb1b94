import type { PurchaseCost } from '../../../application/exchange/buyTokens';
import { formatBsv } from '../../../domain/payments/bsvAmount';
import { BUY_FORM_TEXTS as TEXTS } from './market.texts';

type Line = readonly [label: string, satoshis: number];

/** The lines of a purchase's one payment before it is made: the seller, the creator's royalty on a resale, the fee. */
export function costLines(cost: PurchaseCost, seller: string, creator: string | undefined): readonly Line[] {
  return [
    [TEXTS.seller(seller), cost.sellerSatoshis],
    ...(cost.royaltySatoshis > 0 && creator !== undefined ? [[TEXTS.royalty(creator, cost.royaltyPercent), cost.royaltySatoshis] as const] : []),
    ...(cost.feeSatoshis > 0 ? [[TEXTS.fee, cost.feeSatoshis] as const] : []),
  ];
}

/** The lines of a receipt: each receiver of the payment as the server recorded it. */
export const receiptLines = (receivers: readonly { readonly handle: string; readonly satoshis: number }[]): readonly Line[] =>
  receivers.map(({ handle, satoshis }) => [TEXTS.paid(handle), satoshis] as const);

/** Who one payment pays and how much, as a description list (each amount read with its receiver). */
export function PaymentSplit({ lines }: { readonly lines: readonly Line[] }) {
  return (
    <dl className="exchange-dialog-figures" aria-label={TEXTS.splitLabel}>
      {lines.map(([label, satoshis]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{TEXTS.amount(formatBsv(satoshis))}</dd>
        </div>
      ))}
    </dl>
  );
}
