import { useEffect } from 'react';
import { ContractHistoryStore } from '../../../application/contracts/contractJournalStores';
import { useObservableValue } from '../../app/useObservableValue';
import { useService } from '../../app/useService';
import { formatClaimTime } from './claims.texts';
import { ContractEventLinks } from './ContractEventLinks';
import { CONTRACT_HISTORY_TEXTS, HISTORY_LOAD_FAILURES, historyLine } from './contractHistory.texts';

/** The history of the contract of `issueNumber`, oldest first, read when it shows; each entry renders as text. */
export default function ContractHistoryList({ issueNumber, explorerTxUrl }: { readonly issueNumber: number; readonly explorerTxUrl: string }) {
  const store = useService(ContractHistoryStore);
  const { issueNumber: shown, events } = useObservableValue(store.state$);
  useEffect(() => {
    store.open(issueNumber);
    return () => store.close();
  }, [store, issueNumber]);
  if (shown !== issueNumber || events.phase === 'loading') return <p role="status" className="contract-muted">{CONTRACT_HISTORY_TEXTS.loading}</p>;
  if (events.phase === 'failed') {
    return (
      <div role="alert" className="contract-actions">
        <span>{HISTORY_LOAD_FAILURES[events.error.code]}</span>
        <button type="button" onClick={() => store.open(issueNumber)}>
          {CONTRACT_HISTORY_TEXTS.retry}
        </button>
      </div>
    );
  }
  if (events.data.length === 0) return <p className="contract-muted">{CONTRACT_HISTORY_TEXTS.empty}</p>;
  return (
    <ol className="contract-history" aria-label={CONTRACT_HISTORY_TEXTS.listLabel}>
      {events.data.map((event, index) => (
        <li key={`${index}-${event.at}`}>
          <time dateTime={new Date(event.at).toISOString()}>{formatClaimTime(event.at)}</time> {historyLine(event)}
          <ContractEventLinks event={event} explorerTxUrl={explorerTxUrl} />
        </li>
      ))}
    </ol>
  );
}
