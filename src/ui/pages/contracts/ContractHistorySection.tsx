import { lazy, Suspense } from 'react';
import { useFeature } from '../../app/useFeature';
import { CONTRACT_HISTORY_TEXTS, HISTORY_LOAD_FAILURES } from './contractHistory.texts';

/** The list's code loads with the dialog's first opening, not with the contracts page. */
const ContractHistoryList = lazy(() => import('./ContractHistoryList'));

/**
 * The detail dialog's History: its store (the `contractJournal` feature) and its view load when the dialog first
 * opens, not with the contracts page, then the history is read.
 */
export function ContractHistorySection({ issueNumber, explorerTxUrl }: { readonly issueNumber: number; readonly explorerTxUrl: string }) {
  const feature = useFeature('contractJournal');
  const loading = (
    <p role="status" className="contract-muted">
      {CONTRACT_HISTORY_TEXTS.loading}
    </p>
  );
  return (
    <section className="contract-history-section" aria-label={CONTRACT_HISTORY_TEXTS.heading}>
      <h3>{CONTRACT_HISTORY_TEXTS.heading}</h3>
      {feature === 'ready' ? (
        <Suspense fallback={loading}>
          <ContractHistoryList issueNumber={issueNumber} explorerTxUrl={explorerTxUrl} />
        </Suspense>
      ) : feature === 'loading' ? (
        loading
      ) : (
        <p role="alert">{HISTORY_LOAD_FAILURES.unavailable}</p>
      )}
    </section>
  );
}
