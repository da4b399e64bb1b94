import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '../../../domain/app/routePaths';
import { tasksOf } from '../../../domain/contracts/contractQueues';
import { PAGE_TITLES } from '../../app/pageTitles.texts';
import { PageHeader } from '../../shared/PageHeader';
import { useSignedInHandle } from '../hubShared/useSignedInHandle';
import { ContractQueueList } from '../reviews/ContractQueueList';
import { REVIEWS_TEXTS, TASK_STATUS, TASKS_TEXTS } from '../reviews/contractQueue.texts';
import { useContracts } from '../reviews/useContracts';
import '../hub.css';

/** Contributor Tasks: the signed-in person's claims, with their deadlines, pull requests and where each stands. */
export default function ContributorTasksPage() {
  const handle = useSignedInHandle();
  const state = useContracts();
  const tasks = tasksOf(state.contracts, handle);
  return (
    <section className="page hub-page">
      <PageHeader title={PAGE_TITLES.contributorTasks} />
      <p className="page-lead">{TASKS_TEXTS.lead}</p>
      {handle === null ? <p className="empty-state">{TASKS_TEXTS.signedOut}</p> : null}
      {handle !== null && state.phase === 'loading' ? <p role="status" className="load-status">{REVIEWS_TEXTS.loading}</p> : null}
      {handle !== null && state.phase === 'failed' ? <p role="alert" className="load-failure">{REVIEWS_TEXTS.failed}</p> : null}
      {handle !== null && state.phase === 'ready' && tasks.length === 0 ? (
        <p className="empty-state">
          {TASKS_TEXTS.empty} <Link to={ROUTE_PATHS.contracts}>{TASKS_TEXTS.contractsLink}</Link>
        </p>
      ) : null}
      {tasks.length > 0 ? <ContractQueueList contracts={tasks} label={TASKS_TEXTS.listLabel} statusOf={(contract) => TASK_STATUS[contract.status]} /> : null}
    </section>
  );
}
