import { useEffect } from 'react';
import { ServerStatusStore } from '../../../application/operations/serverStatusStore';
import { PAGE_TITLES } from '../../app/pageTitles.texts';
import { useObservableValue } from '../../app/useObservableValue';
import { useService } from '../../app/useService';
import { PageHeader } from '../../shared/PageHeader';
import { FactList } from '../hubShared/FactList';
import { HubSection } from '../hubShared/HubSection';
import { STATUS_TEXTS } from './status.texts';
import '../hub.css';

/** The server's status: database, GitHub, wallet and version (`GET /api/status`), read on opening and on request. */
export default function StatusPage() {
  const store = useService(ServerStatusStore);
  const { status, loading, failure } = useObservableValue(store.state$);
  useEffect(() => store.refresh(), [store]);
  return (
    <section className="page page-narrow hub-page">
      <PageHeader title={PAGE_TITLES.status}>
        <button type="button" className="button-primary" onClick={() => store.refresh()} disabled={loading}>
          {STATUS_TEXTS.refresh}
        </button>
      </PageHeader>
      <p className="page-lead">{STATUS_TEXTS.lead}</p>
      {failure !== null && (
        <p className="load-failure" role="alert">
          {STATUS_TEXTS.failures[failure]}
        </p>
      )}
      {status === null ? (
        loading && <p className="load-status">{STATUS_TEXTS.loading}</p>
      ) : (
        <>
          <p role="status">
            <strong>{STATUS_TEXTS.overall(status)}</strong> · {STATUS_TEXTS.checkedAt(status)}
          </p>
          <HubSection title={STATUS_TEXTS.sections.database}>
            <FactList facts={STATUS_TEXTS.database(status.database)} />
          </HubSection>
          <HubSection title={STATUS_TEXTS.sections.github}>
            <FactList facts={STATUS_TEXTS.github(status.github)} />
          </HubSection>
          <HubSection title={STATUS_TEXTS.sections.wallet}>
            <FactList facts={STATUS_TEXTS.wallet(status.wallet)} />
          </HubSection>
        </>
      )}
    </section>
  );
}
