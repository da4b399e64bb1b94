import { lazy, Suspense } from 'react';
import { useFeature } from '../../app/useFeature';
import { INBOX_OFFERS_UNAVAILABLE } from './inbox.texts';

/** The exchange's list of offers on one's tokens; it loads after the inbox's own code. */
const OffersOnYourTokens = lazy(() => import('../exchange/OffersOnYourTokens').then((module) => ({ default: module.OffersOnYourTokens })));

/** The inbox's "Offers on your tokens": the exchange's ports and view load as the section shows. */
export function InboxOffersSection({ handle }: { readonly handle: string }) {
  const feature = useFeature('exchange');
  if (feature === 'failed') return <p role="alert">{INBOX_OFFERS_UNAVAILABLE}</p>;
  if (feature === 'loading') return null;
  return (
    <Suspense fallback={null}>
      <OffersOnYourTokens viewer={handle} />
    </Suspense>
  );
}
