import { reviewQueue } from '../../../domain/contracts/contractQueues';
import { PAGE_TITLES } from '../../app/pageTitles.texts';
import { PageHeader } from '../../shared/PageHeader';
import { ContractQueueList } from './ContractQueueList';
import { REVIEWS_TEXTS } from './contractQueue.texts';
import { useContracts } from './useContracts';
import '../hub.css';

/** Reviews: the maintainers' queue of contracts whose pull request is open, with claimants and deadlines. */
export default function ReviewsPage() {
  const state = useContracts();
  const queue = reviewQueue(state.contracts);
  return (
    <section className="page hub-page">
      <PageHeader title={PAGE_TITLES.reviews} />
      <p className="page-lead">{REVIEWS_TEXTS.lead}</p>
      {state.phase === 'loading' ? <p role="status" className="load-status">{REVIEWS_TEXTS.loading}</p> : null}
      {state.phase === 'failed' ? <p role="alert" className="load-failure">{REVIEWS_TEXTS.failed}</p> : null}
      {state.phase === 'ready' && queue.length === 0 ? <p className="empty-state">{REVIEWS_TEXTS.empty}</p> : null}
      {queue.length > 0 ? <ContractQueueList contracts={queue} label={REVIEWS_TEXTS.listLabel} /> : null}
    </section>
  );
}
