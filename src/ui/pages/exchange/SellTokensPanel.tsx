import { useState } from 'react';
import { PortfolioStore } from '../../../application/exchange/portfolioStore';
import { UserSessionStore } from '../../../application/session/userSessionStore';
import type { Listing } from '../../../domain/exchange/listing';
import { useObservableValue } from '../../app/useObservableValue';
import { useService } from '../../app/useService';
import ListTokensForm from './ListTokensForm';
import { TRADE_GATE_TEXTS as TEXTS } from './market.texts';
import OwnListingForm from './OwnListingForm';
import { SignInPrompt } from './SignInPrompt';

/**
 * What a row's Sell opens: the listing form of the visitor's own holding of the listing's item, or the change form
 * of their open listing of it. A signed-out visitor is asked to sign in; a sample, or an item not held, says so.
 */
export default function SellTokensPanel({ listing }: { readonly listing: Listing }) {
  const signedIn = useObservableValue(useService(UserSessionStore).state$).session !== null;
  const portfolio = useObservableValue(useService(PortfolioStore).state$);
  const [done, setDone] = useState('');
  if (listing.market === undefined) return <p className="exchange-notice">{TEXTS.sampleSell}</p>;
  if (!signedIn) return <SignInPrompt text={TEXTS.signInToSell(listing.name)} />;
  if (portfolio.phase === 'loading') return <p className="exchange-notice">{TEXTS.readingPortfolio}</p>;
  if (portfolio.phase === 'failed') return <p className="exchange-notice">{TEXTS.portfolioFailed}</p>;
  const itemId = listing.market.itemId;
  const holding = portfolio.holdings.find((held) => String(held.listing.id) === itemId && held.tokens > 0);
  if (holding === undefined) return <p className="exchange-notice">{TEXTS.noHolding(listing.name)}</p>;
  const own = holding.market?.listing ?? null;
  if (own === null) return <ListTokensForm holding={holding} />;
  return (
    <>
      {done === '' && (
        <OwnListingForm name={holding.listing.name} listing={own} held={holding.tokens} mode="change" onClose={() => setDone('')} onDone={setDone} />
      )}
      <p className="exchange-notice" role="status" aria-live="polite">
        {done}
      </p>
    </>
  );
}
