import { CommissionsStore } from '../../../application/hub/commissionsStore';
import { isPoster } from '../../../domain/hub/postedSubmissions';
import { useService } from '../../app/useService';
import { HubSection } from '../hubShared/HubSection';
import { PostingsList } from '../hubShared/PostingsList';
import { useSignedInHandle } from '../hubShared/useSignedInHandle';
import { CommissionCard } from './CommissionCard';
import { OPEN_COMMISSIONS_TEXTS as TEXTS } from './commission.texts';

/** The open commissions every visitor sees, newest first; the poster of one may close it. */
export function OpenCommissions() {
  const store = useService(CommissionsStore);
  const handle = useSignedInHandle();
  return (
    <HubSection title={TEXTS.title}>
      <p className="page-lead">{TEXTS.lead}</p>
      <PostingsList store={store} what={TEXTS.loadingWhat} label={TEXTS.listLabel} empty={TEXTS.empty}>
        {(commission, closing) => (
          <CommissionCard commission={commission} own={isPoster(commission, handle)} closing={closing} onClose={(chosen) => store.end(chosen.id)} />
        )}
      </PostingsList>
    </HubSection>
  );
}
