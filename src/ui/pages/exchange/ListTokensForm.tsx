import { useId, useState, type FormEvent } from 'react';
import { BuyTokens } from '../../../application/exchange/buyTokens';
import type { Holding } from '../../../domain/exchange/portfolio';
import { formatBsv } from '../../../domain/payments/bsvAmount';
import { useService } from '../../app/useService';
import { LIST_FORM_TEXTS as TEXTS, marketRefusalText } from './market.texts';

/**
 * Lists tokens of one holding on the market (how many, at what price per token in BSV), and distributes a dividend
 * of it to its holders (the server refuses anyone but its minter).
 */
export default function ListTokensForm({ holding }: { readonly holding: Holding }) {
  const trading = useService(BuyTokens);
  const [quantity, setQuantity] = useState(String(holding.tokens));
  const [price, setPrice] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [key] = useState(() => trading.newKey());
  const [amount, setAmount] = useState('');
  const [paid, setPaid] = useState('');
  const labelId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await trading.list(String(holding.listing.id), Number(quantity), price.trim());
    setBusy(false);
    setStatus(answer.ok ? TEXTS.listed(quantity, price.trim()) : marketRefusalText(answer.error.code));
  };
  const distribute = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await trading.distribute(String(holding.listing.id), amount.trim(), key);
    setPaid(answer.ok ? TEXTS.distributed(formatBsv(answer.value.paidSatoshis), answer.value.holders) : marketRefusalText(answer.error.code));
  };
  return (
    <>
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
    <form className="exchange-list-form" aria-label={TEXTS.dividendTitle(holding.listing.name)} onSubmit={(event) => void distribute(event)}>
      <label>
        {TEXTS.dividendAmount}
        <input inputMode="decimal" placeholder="0.001" value={amount} onChange={(event) => setAmount(event.target.value)} />
      </label>
      <button type="submit" className="exchange-button">
        {TEXTS.distribute}
      </button>
      <p className="exchange-notice" role="status" aria-live="polite">
        {paid}
      </p>
    </form>
    </>
  );
}
