import { useState, type FormEvent } from 'react';
import { BuyTokens } from '../../../application/exchange/buyTokens';
import type { Listing } from '../../../domain/exchange/listing';
import { formatBsv } from '../../../domain/payments/bsvAmount';
import { UserSessionStore } from '../../../application/session/userSessionStore';
import { useObservableValue } from '../../app/useObservableValue';
import { useService } from '../../app/useService';
import { formatCount } from './exchangeFormat';
import { BUY_FORM_TEXTS as TEXTS, marketRefusalText, TRADE_GATE_TEXTS } from './market.texts';
import { costLines, PaymentSplit, receiptLines } from './PaymentSplit';
import { SignInPrompt } from './SignInPrompt';

type Receivers = readonly { readonly handle: string; readonly satoshis: number }[];
type Phase =
  | { readonly kind: 'editing' }
  | { readonly kind: 'buying' }
  | { readonly kind: 'done'; readonly text: string; readonly bought: boolean; readonly receivers?: Receivers };

/**
 * The buy flow of a real listing, opened by the detail dialog's Buy Tokens and by the row's Buy (a signed-out
 * visitor is asked to sign in first; a sample says it cannot be bought): how many tokens, what they cost with the
 * platform fee and how the one payment splits (seller, creator royalty on a resale, fee; the receipt lists what was
 * paid to whom), one purchase paid once (the form keeps one idempotency key, so a second click is the same purchase).
 */
export default function BuyTokensForm({ listing }: { readonly listing: Listing }) {
  const buy = useService(BuyTokens);
  const [key] = useState(() => buy.newKey());
  const [quantityText, setQuantityText] = useState('1');
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const signedIn = useObservableValue(useService(UserSessionStore).state$).session !== null;
  if (listing.market === undefined) return <p className="exchange-notice">{TEXTS.sample}</p>;
  if (!signedIn) return <SignInPrompt text={TRADE_GATE_TEXTS.signInToBuy(listing.name)} />;
  const quantity = Number(quantityText);
  const cost = buy.cost(listing, quantity);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPhase({ kind: 'buying' });
    const answer = await buy.execute(listing, quantity, key);
    setPhase(
      answer.ok
        ? { kind: 'done', bought: true, text: TEXTS.bought(answer.value.quantity, formatBsv(answer.value.totalSatoshis)), receivers: answer.value.receivers ?? [] }
        : { kind: 'done', bought: false, text: marketRefusalText(answer.error.code) },
    );
  };
  const bought = phase.kind === 'done' && phase.bought;
  return (
    <form className="exchange-buy-form" onSubmit={(event) => void submit(event)}>
      <label>
        {TEXTS.quantity}
        <input
          type="number"
          min={1}
          step={1}
          max={listing.market.forSale}
          value={quantityText}
          disabled={bought}
          onChange={(event) => setQuantityText(event.target.value)}
        />
      </label>
      <span className="exchange-muted">{TEXTS.forSale(formatCount(listing.market.forSale))}</span>
      {cost !== null && <p>{TEXTS.cost(formatBsv(cost.subtotalSatoshis), formatBsv(cost.feeSatoshis), formatBsv(cost.totalSatoshis))}</p>}
      {cost !== null && !bought && <PaymentSplit lines={costLines(cost, listing.market.seller, listing.market.creator)} />}
      <button type="submit" className="exchange-button exchange-button-primary" disabled={cost === null || phase.kind === 'buying' || bought}>
        {phase.kind === 'buying' ? TEXTS.buying : TEXTS.confirm}
      </button>
      <p className="exchange-notice" role="status" aria-live="polite">
        {phase.kind === 'done' ? phase.text : ''}
      </p>
      {phase.kind === 'done' && phase.receivers !== undefined && phase.receivers.length > 0 && <PaymentSplit lines={receiptLines(phase.receivers)} />}
    </form>
  );
}
