import { lazy, Suspense } from 'react';
import { useFeature } from '../../app/useFeature';
import { CONTRACT_NOTICE_LOAD_FAILURES, CONTRACT_NOTICE_TEXTS } from './contractNotices.texts';

/** The list's code (and the contracts' words it shares with the detail dialog) loads after the page's own. */
const ContractNoticeList = lazy(() => import('./ContractNoticeList'));

/** The inbox's contract notices: their store (the `contractJournal` feature) and view load as the section shows. */
export function ContractNoticesSection() {
  const feature = useFeature('contractJournal');
  const loading = (
    <p role="status" className="load-status">
      {CONTRACT_NOTICE_TEXTS.loading}
    </p>
  );
  if (feature === 'failed') return <p role="alert">{CONTRACT_NOTICE_LOAD_FAILURES.unavailable}</p>;
  if (feature === 'loading') return loading;
  return (
    <Suspense fallback={loading}>
      <ContractNoticeList />
    </Suspense>
  );
}
