import { useFeature } from '../../app/useFeature';
import ContractHistoryList from './ContractHistoryList';
import { CONTRACT_HISTORY_TEXTS, HISTORY_LOAD_FAILURES } from './contractHistory.texts';

/**
 * The detail dialog's History: its store (the `contractJournal` feature) loads when the dialog first opens, not with
 * the contracts page, then the history is read.
 */
export function ContractHistorySection({ issueNumber, explorerTxUrl }: { readonly issueNumber: number; readonly explorerTxUrl: string }) {
  const feature = useFeature('contractJournal');
  return (
    <section className="contract-history-section" aria-label={CONTRACT_HISTORY_TEXTS.heading}>
      <h3>{CONTRACT_HISTORY_TEXTS.heading}</h3>
      {feature === 'ready' ? (
        <ContractHistoryList issueNumber={issueNumber} explorerTxUrl={explorerTxUrl} />
      ) : feature === 'loading' ? (
        <p role="status" className="contract-muted">
          {CONTRACT_HISTORY_TEXTS.loading}
        </p>
      ) : (
        <p role="alert">{HISTORY_LOAD_FAILURES.unavailable}</p>
      )}
    </section>
  );
}
