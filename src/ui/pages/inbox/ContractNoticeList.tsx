import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ContractNoticesStore } from '../../../application/contracts/contractJournalStores';
import { ROUTE_PATHS } from '../../../domain/app/routePaths';
import { RuntimeConfig } from '../../../ports/runtimeConfig.port';
import { useObservableValue } from '../../app/useObservableValue';
import { useService } from '../../app/useService';
import { formatClaimTime } from '../contracts/claims.texts';
import { ContractEventLinks } from '../contracts/ContractEventLinks';
import { DEFAULT_EXPLORER_TX_URL_TEMPLATE } from '../contracts/explorer';
import { CONTRACT_NOTICE_LOAD_FAILURES, CONTRACT_NOTICE_TEXTS, noticeText, openContractLabel } from './contractNotices.texts';

/**
 * The signed-in person's notices about contracts, newest first, the unread ones marked; each renders as text and
 * links to its contract (its details open on the contracts page).
 */
export default function ContractNoticeList() {
  const store = useService(ContractNoticesStore);
  const state = useObservableValue(store.state$);
  const explorerTxUrl = useService(RuntimeConfig).payments?.explorerTxUrl ?? DEFAULT_EXPLORER_TX_URL_TEMPLATE;
  useEffect(() => store.load(), [store]);
  if (state.phase === 'loading') return <p role="status" className="load-status">{CONTRACT_NOTICE_TEXTS.loading}</p>;
  if (state.phase === 'failed') {
    return (
      <div role="alert" className="load-failure">
        <p>{CONTRACT_NOTICE_LOAD_FAILURES[state.error.code]}</p>
        <button type="button" className="button-primary" onClick={() => store.load()}>
          {CONTRACT_NOTICE_TEXTS.retry}
        </button>
      </div>
    );
  }
  if (state.data.length === 0) return <p className="empty-state">{CONTRACT_NOTICE_TEXTS.empty}</p>;
  return (
    <ul className="notice-list" aria-label={CONTRACT_NOTICE_TEXTS.listLabel}>
      {state.data.map((notice) => (
        <li key={notice.id} className="card notice" data-unread={notice.readAt === null}>
          <p className="card-meta">
            <time dateTime={new Date(notice.at).toISOString()}>{formatClaimTime(notice.at)}</time>
            {notice.readAt === null ? <strong className="notice-new"> · {CONTRACT_NOTICE_TEXTS.unread}</strong> : null}
          </p>
          <p className="card-text">{noticeText(notice)}</p>
          <p className="card-meta">
            <Link to={`${ROUTE_PATHS.contracts}?contract=${notice.issueNumber}`}>{openContractLabel(notice.issueNumber)}</Link>
            <ContractEventLinks event={notice} explorerTxUrl={explorerTxUrl} />
          </p>
        </li>
      ))}
    </ul>
  );
}
