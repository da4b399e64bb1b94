import { ApiReferenceStore } from '../../../application/hub/catalogStores';
import { PAGE_TITLES } from '../../app/pageTitles.texts';
import { useService } from '../../app/useService';
import { PageHeader } from '../../shared/PageHeader';
import { LoadedContent } from '../hubShared/LoadedContent';
import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '../../../domain/app/routePaths';
import {
  API_DOCUMENT_LINK,
  API_REFERENCE_LEAD,
  API_REFERENCE_LOADING_WHAT,
  AUTHENTICATION_LEAD,
  AUTHENTICATION_TITLE,
  MANAGE_TOKENS_LINK,
  versionLabel,
} from './apiReference.texts';
import { OperationCard } from './OperationCard';
import '../hub.css';
import './apiReference.css';

/** Where the server serves the document this page shows (`API_PATHS.openApi`, which the UI may not import). */
const OPENAPI_DOCUMENT_URL = '/api/openapi.json';

/** API reference: the server's OpenAPI document, one card per operation. */
export default function ApiReferencePage() {
  const store = useService(ApiReferenceStore);
  return (
    <section className="page hub-page api-reference">
      <PageHeader title={PAGE_TITLES.api} />
      <p className="page-lead">
        {API_REFERENCE_LEAD} <a href={OPENAPI_DOCUMENT_URL}>{API_DOCUMENT_LINK}</a>
      </p>
      <LoadedContent store={store} what={API_REFERENCE_LOADING_WHAT}>
        {(reference) => (
          <>
            <p className="api-version">{versionLabel(reference.version)}</p>
            {reference.schemes !== undefined && reference.schemes.length > 0 ? (
              <section className="api-operation" aria-labelledby="api-authentication">
                <h2 id="api-authentication" className="api-operation-title">{AUTHENTICATION_TITLE}</h2>
                <p>
                  {AUTHENTICATION_LEAD} <Link to={ROUTE_PATHS.settingsTokens}>{MANAGE_TOKENS_LINK}</Link>
                </p>
                <dl className="api-answers">
                  {reference.schemes.map((scheme) => (
                    <div key={scheme.name}>
                      <dt>
                        {scheme.name} <code>{scheme.kind}</code>
                      </dt>
                      <dd>{scheme.description}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ) : null}
            {reference.operations.map((operation) => (
              <OperationCard key={`${operation.method} ${operation.path}`} operation={operation} />
            ))}
          </>
        )}
      </LoadedContent>
    </section>
  );
}
