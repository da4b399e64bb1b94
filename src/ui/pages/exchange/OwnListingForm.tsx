import { useId, useState, type FormEvent } from 'react';
import { BuyTokens } from '../../../application/exchange/buyTokens';
import type { OwnListing } from '../../../domain/exchange/portfolio';
import { formatBsv } from '../../../domain/payments/bsvAmount';
import { useService } from '../../app/useService';
import { marketRefusalText } from './market.texts';
import { OWN_LISTING_TEXTS as TEXTS } from './ownListing.texts';

export interface OwnListingFormProps {
  readonly name: string;
  readonly listing: OwnListing;
  /** Tokens held: the most the listing may offer (the server checks it again). */
  readonly held: number;
  readonly mode: 'change' | 'withdraw';
  /** Closes the form (Cancel). */
  readonly onClose: () => void;
  /** Done: what happened, for the table to announce (the row may change or leave as the portfolio is read again). */
  readonly onDone: (message: string) => void;
}

/**
 * Changes (quantity, price per token in BSV) or withdraws the person's own listing of an item, each after a
 * confirmation that says what will happen; a refusal is worded from its code here, the outcome goes to `onDone`.
 * The market and the portfolio are read again after a change (`BuyTokens`).
 */
export default function OwnListingForm({ name, listing, held, mode, onClose, onDone }: OwnListingFormProps) {
  const trading = useService(BuyTokens);
  const [quantity, setQuantity] = useState(String(listing.quantity));
  const [price, setPrice] = useState(formatBsv(listing.priceSatoshis));
  const [confirming, setConfirming] = useState(mode === 'withdraw');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const labelId = useId();
  const review = (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    setConfirming(true);
  };
  const confirm = async () => {
    setBusy(true);
    const answer = mode === 'withdraw' ? await trading.withdraw(listing.id) : await trading.change(listing.id, Number(quantity), price.trim());
    setBusy(false);
    setConfirming(false);
    if (!answer.ok) setStatus(marketRefusalText(answer.error.code));
    else onDone(mode === 'withdraw' ? TEXTS.withdrawn : TEXTS.changed(quantity, price.trim()));
  };
  return (
    <form className="exchange-list-form" aria-labelledby={labelId} onSubmit={review}>
      <span id={labelId}>{mode === 'withdraw' ? TEXTS.withdrawTitle(name) : TEXTS.changeTitle(name)}</span>
      {mode === 'change' && (
        <>
          <label>
            {TEXTS.quantity}
            <input type="number" min={1} step={1} max={held} value={quantity} disabled={confirming} onChange={(event) => setQuantity(event.target.value)} />
          </label>
          <label>
            {TEXTS.price}
            <input inputMode="decimal" value={price} disabled={confirming} onChange={(event) => setPrice(event.target.value)} />
          </label>
          {!confirming && (
            <button type="submit" className="exchange-button exchange-button-primary">
              {TEXTS.review}
            </button>
          )}
        </>
      )}
      {confirming && (
        <div role="group" aria-label={TEXTS.confirm}>
          <p>{mode === 'withdraw' ? TEXTS.confirmWithdraw(listing.quantity) : TEXTS.confirmChange(quantity, price.trim())}</p>
          <button type="button" className="exchange-button exchange-button-primary" disabled={busy} onClick={() => void confirm()}>
            {TEXTS.confirm}
          </button>
          <button type="button" className="exchange-button" disabled={busy} onClick={mode === 'withdraw' ? onClose : () => setConfirming(false)}>
            {TEXTS.cancel}
          </button>
        </div>
      )}
      <p className="exchange-notice" role="status" aria-live="polite">
        {status}
      </p>
    </form>
  );
}
