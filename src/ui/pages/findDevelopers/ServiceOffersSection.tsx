import { OffersStore } from '../../../application/hub/offersStore';
import { isPoster, type PostedOffer } from '../../../domain/hub/postedSubmissions';
import { useService } from '../../app/useService';
import { HubSection } from '../hubShared/HubSection';
import { PostingsList } from '../hubShared/PostingsList';
import { useSignedInHandle } from '../hubShared/useSignedInHandle';
import { OFFERS_SECTION_TEXTS as TEXTS } from './findDevelopers.texts';
import { OfferCard } from './OfferCard';

/** The service offers people posted, newest first; a visitor contacts one, its poster withdraws it. */
export function ServiceOffersSection({ onContact }: { readonly onContact: (offer: PostedOffer) => void }) {
  const store = useService(OffersStore);
  const handle = useSignedInHandle();
  return (
    <HubSection title={TEXTS.title}>
      <p className="page-lead">{TEXTS.lead}</p>
      <PostingsList store={store} what={TEXTS.loadingWhat} label={TEXTS.listLabel} empty={TEXTS.empty}>
        {(offer, withdrawing) => (
          <OfferCard
            offer={offer}
            own={isPoster(offer, handle)}
            withdrawing={withdrawing}
            onContact={onContact}
            onWithdraw={(chosen) => store.end(chosen.id)}
          />
        )}
      </PostingsList>
    </HubSection>
  );
}
