import { useEffect, useId, useState } from 'react';
import { OffersStore } from '../../../application/exchange/offersStore';
import { ok } from '../../../domain/shared/result';
import { OfferBook } from '../../../ports/offerBook.port';
import { useObservableValue } from '../../app/useObservableValue';
import { useService } from '../../app/useService';
import { OfferList } from './OfferList';
import { OFFER_TEXTS, offerOutcomeText } from './offers.texts';

/**
 * "Offers on your tokens" (issue 38): the open offers others made on items the signed-in person holds, each with
 * Accept; shown in My Portfolio and in the inbox. `onConcluded`: told after an accept, so holdings are read again.
 */
export function OffersOnYourTokens({ viewer, onConcluded }: { readonly viewer: string; readonly onConcluded?: () => void }) {
  const book = useService(OfferBook);
  const [store] = useState(() => new OffersStore(book, async (offers) => {
    const mine = await offers.mine();
    return mine.ok ? ok(mine.value.received) : mine;
  }));
  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);
  const { phase, offers, outcome, busy } = useObservableValue(store.state$);
  const accept = (offerId: string) =>
    void store.accept(offerId).then(() => {
      if (store.state$.value.outcome === 'accepted') onConcluded?.();
    });
  const titleId = useId();
  return (
    <section className="exchange-card exchange-offers-panel" aria-labelledby={titleId}>
      <h3 id={titleId}>{OFFER_TEXTS.yourTokensHeading}</h3>
      {phase === 'failed' && <p role="alert">{OFFER_TEXTS.loadFailed}</p>}
      {phase === 'ready' && offers.length === 0 && <p className="exchange-muted">{OFFER_TEXTS.noneOnYourTokens}</p>}
      {offers.length > 0 && <OfferList offers={offers} viewer={viewer} busy={busy} onAccept={accept} onWithdraw={(id) => void store.withdraw(id)} />}
      <p role="status" aria-live="polite">
        {outcome === null ? '' : offerOutcomeText(outcome)}
      </p>
    </section>
  );
}
