import { useId, useState, type FormEvent } from 'react';
import { BuyTokens } from '../../../application/exchange/buyTokens';
import type { Holding } from '../../../domain/exchange/portfolio';
import { useService } from '../../app/useService';
import { LIST_FORM_TEXTS as TEXTS, marketRefusalText } from './market.texts';

/** Lists tokens of one holding on the market: how many, at what price per token in BSV (the server checks both). */
export default function ListTokensForm({ holding }: { readonly holding: Holding }) {
  const trading = useService(BuyTokens);
  const [quantity, setQuantity] = useState(String(holding.tokens));
  const [price, setPrice] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const labelId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await trading.list(String(holding.listing.id), Number(quantity), price.trim());
    setBusy(false);
    setStatus(answer.ok ? TEXTS.listed(quantity, price.trim()) : marketRefusalText(answer.error.code));
  };
  return (
    <form className="exchange-list-form" aria-labelledby={labelId} onSubmit={(event) => void submit(event)}>
      <span id={labelId}>{TEXTS.title(holding.listing.name)}</span>
      <label>
        {TEXTS.quantity}
        <input type="number" min={1} step={1} max={holding.tokens} value={quantity} onChange={(event) => setQuantity(event.target.value)} />
      </label>
      <label>
        {TEXTS.price}
        <input inputMode="decimal" placeholder="0.0001" value={price} onChange={(event) => setPrice(event.target.value)} />
      </label>
      <button type="submit" className="exchange-button exchange-button-primary" disabled={busy}>
        {TEXTS.submit}
      </button>
      <p className="exchange-notice" role="status" aria-live="polite">
        {status}
      </p>
    </form>
  );
}
