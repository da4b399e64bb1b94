import { useState, type FormEvent } from 'react';
import { BuyTokens } from '../../../application/exchange/buyTokens';
import type { Holding } from '../../../domain/exchange/portfolio';
import { formatBsv } from '../../../domain/payments/bsvAmount';
import { useService } from '../../app/useService';
import { LIST_FORM_TEXTS as TEXTS, marketRefusalText } from './market.texts';

/**
 * Distributes a dividend of one item to its holders, whatever the state of the item's listing: its own form, so it
 * does not hide when a listing opens. The server refuses anyone but the item's minter; the form keeps one
 * idempotency key, so a second click is the same distribution.
 */
export default function DistributeDividendForm({ holding }: { readonly holding: Holding }) {
  const trading = useService(BuyTokens);
  const [key] = useState(() => trading.newKey());
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [paid, setPaid] = useState('');
  const distribute = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await trading.distribute(String(holding.listing.id), amount.trim(), key);
    setBusy(false);
    setPaid(answer.ok ? TEXTS.distributed(formatBsv(answer.value.paidSatoshis), answer.value.holders) : marketRefusalText(answer.error.code));
  };
  return (
    <form className="exchange-list-form" aria-label={TEXTS.dividendTitle(holding.listing.name)} onSubmit={(event) => void distribute(event)}>
      <label>
        {TEXTS.dividendAmount}
        <input inputMode="decimal" placeholder="0.001" value={amount} onChange={(event) => setAmount(event.target.value)} />
      </label>
      <button type="submit" className="exchange-button" disabled={busy}>
        {TEXTS.distribute}
      </button>
      <p className="exchange-notice" role="status" aria-live="polite">
        {paid}
      </p>
    </form>
  );
}
