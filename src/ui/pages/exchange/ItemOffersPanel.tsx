import { useEffect, useId, useState, type FormEvent } from 'react';
import { OffersStore } from '../../../application/exchange/offersStore';
import { UserSessionStore } from '../../../application/session/userSessionStore';
import { OFFER_EXPIRY_HOURS } from '../../../domain/exchange/market/offerRules';
import { OfferBook } from '../../../ports/offerBook.port';
import { useObservableValue } from '../../app/useObservableValue';
import { useService } from '../../app/useService';
import { OfferList } from './OfferList';
import { OFFER_TEXTS, offerOutcomeText } from './offers.texts';

/**
 * An item's offers in its detail (issue 38): the list, Accept / Withdraw where the viewer may, and a form to make an
 * offer when signed in. What the server decided is read again after each write.
 */
export default function ItemOffersPanel({ itemId }: { readonly itemId: string }) {
  const book = useService(OfferBook);
  const viewer = useObservableValue(useService(UserSessionStore).state$).session?.profile.handle ?? null;
  const [store] = useState(() => new OffersStore(book, (offers) => offers.ofItem(itemId)));
  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);
  const { phase, offers, outcome, busy } = useObservableValue(store.state$);
  const titleId = useId();
  return (
    <section className="exchange-card exchange-offers-panel" aria-labelledby={titleId}>
      <h3 id={titleId}>{OFFER_TEXTS.itemHeading}</h3>
      {phase === 'failed' && <p role="alert">{OFFER_TEXTS.loadFailed}</p>}
      {phase === 'ready' && offers.length === 0 && <p className="exchange-muted">{OFFER_TEXTS.none}</p>}
      {offers.length > 0 && <OfferList offers={offers} viewer={viewer} busy={busy} onAccept={(id) => void store.accept(id)} onWithdraw={(id) => void store.withdraw(id)} />}
      {viewer !== null && <OfferForm itemId={itemId} busy={busy} onOffer={(order) => void store.make(order)} />}
      <p role="status" aria-live="polite">
        {outcome === null ? '' : offerOutcomeText(outcome)}
      </p>
    </section>
  );
}

function OfferForm({ itemId, busy, onOffer }: { readonly itemId: string; readonly busy: boolean; readonly onOffer: (order: { itemId: string; quantity: number; price: string; expiresInHours: number }) => void }) {
  const [quantity, setQuantity] = useState('1');
  const [price, setPrice] = useState('');
  const [hours, setHours] = useState(String(OFFER_EXPIRY_HOURS.initial));
  const ids = { quantity: useId(), price: useId(), hours: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onOffer({ itemId, quantity: Number(quantity), price: price.trim(), expiresInHours: Number(hours) });
  };
  return (
    <form className="exchange-form" onSubmit={submit} aria-label={OFFER_TEXTS.formHeading}>
      <p className="exchange-muted">{OFFER_TEXTS.lead}</p>
      <label htmlFor={ids.quantity}>{OFFER_TEXTS.quantity}</label>
      <input id={ids.quantity} inputMode="numeric" value={quantity} onChange={(event) => setQuantity(event.target.value)} />
      <label htmlFor={ids.price}>{OFFER_TEXTS.price}</label>
      <input id={ids.price} inputMode="decimal" value={price} onChange={(event) => setPrice(event.target.value)} />
      <label htmlFor={ids.hours}>{OFFER_TEXTS.expiresIn}</label>
      <input id={ids.hours} type="number" min={OFFER_EXPIRY_HOURS.min} max={OFFER_EXPIRY_HOURS.max} value={hours} onChange={(event) => setHours(event.target.value)} />
      <button type="submit" className="exchange-button exchange-button-primary" disabled={busy}>
        {OFFER_TEXTS.submit}
      </button>
    </form>
  );
}
