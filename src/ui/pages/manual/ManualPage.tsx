import { useEffect, useState, type FormEvent } from 'react';
import { Link, NavLink, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { ManualStore } from '../../../application/manual/manualStores';
import { ROUTE_PATHS } from '../../../domain/app/routePaths';
import type { Manual, ManualDocument } from '../../../domain/manual/manualDocument';
import { searchManual } from '../../../domain/manual/manualSearch';
import { PAGE_TITLES } from '../../app/pageTitles.texts';
import { useService } from '../../app/useService';
import { PageHeader } from '../../shared/PageHeader';
import { LoadedContent } from '../hubShared/LoadedContent';
import { DocumentOutline } from './DocumentOutline';
import { ManualBlocks } from './ManualBlocks';
import { headingId, MANUAL_TEXTS, searchSummary } from './manual.texts';
import '../hub.css';
import './manual.css';

/** The search's query parameter: a search is a link. */
const QUERY = 'q';

/**
 * The product's manual (`/docs`, `/docs/:documentId`): the documents listed beside, the chosen one (the first by
 * default) with its table of contents, and a search over them all whose query lives in the URL.
 */
export default function ManualPage() {
  const store = useService(ManualStore);
  return (
    <section className="page hub-page manual-page">
      <PageHeader title={PAGE_TITLES.docs} />
      <p className="page-lead">{MANUAL_TEXTS.lead}</p>
      <LoadedContent store={store} what={MANUAL_TEXTS.loadingWhat}>
        {(manual) => <ManualView manual={manual} />}
      </LoadedContent>
    </section>
  );
}

function ManualView({ manual }: { readonly manual: Manual }) {
  const { documentId } = useParams();
  const [search, setSearch] = useSearchParams();
  const query = search.get(QUERY) ?? '';
  const document = documentId === undefined ? manual.documents[0] : manual.documents.find((candidate) => candidate.id === documentId);
  useScrollToHash(document);
  return (
    <div className="manual-layout">
      <nav className="manual-documents" aria-label={MANUAL_TEXTS.documentsLabel}>
        <SearchForm query={query} onSearch={(next) => setSearch(next === '' ? {} : { [QUERY]: next })} />
        <ul>
          {manual.documents.map((each) => (
            <li key={each.id}>
              <NavLink to={`${ROUTE_PATHS.docs}/${each.id}`} aria-current={each.id === document?.id && query === '' ? 'page' : undefined}>
                {each.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="manual-body">{query !== '' ? <SearchResults manual={manual} query={query} /> : <DocumentView document={document} />}</div>
    </div>
  );
}

function SearchForm({ query, onSearch }: { readonly query: string; readonly onSearch: (query: string) => void }) {
  const [text, setText] = useState(query);
  useEffect(() => setText(query), [query]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className="manual-search" onSubmit={submit}>
      <label htmlFor="manual-search">{MANUAL_TEXTS.searchLabel}</label>
      <input id="manual-search" type="search" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="submit">{MANUAL_TEXTS.searchButton}</button>
    </form>
  );
}

function SearchResults({ manual, query }: { readonly manual: Manual; readonly query: string }) {
  const hits = searchManual(manual.documents, query);
  return (
    <section aria-labelledby="manual-results">
      <p id="manual-results" role="status">
        {searchSummary(hits.length, query)}
      </p>
      <ol className="manual-hits">
        {hits.map((hit, index) => (
          <li key={index}>
            <Link to={`${ROUTE_PATHS.docs}/${hit.documentId}${hit.anchor === null ? '' : `#${headingId(hit.anchor)}`}`}>
              {hit.sectionTitle === null ? hit.documentTitle : `${hit.documentTitle} › ${hit.sectionTitle}`}
            </Link>
            <p>{hit.excerpt}</p>
          </li>
        ))}
      </ol>
      <p>
        <Link to={ROUTE_PATHS.docs}>{MANUAL_TEXTS.clearSearch}</Link>
      </p>
    </section>
  );
}

function DocumentView({ document }: { readonly document: ManualDocument | undefined }) {
  if (document === undefined) {
    return (
      <section aria-labelledby="manual-missing">
        <h2 id="manual-missing">{MANUAL_TEXTS.notFoundTitle}</h2>
        <p>{MANUAL_TEXTS.notFound}</p>
      </section>
    );
  }
  return (
    <article aria-labelledby={`manual-document-${document.id}`}>
      <h2 id={`manual-document-${document.id}`} className="manual-title">
        {document.title}
      </h2>
      <DocumentOutline document={document} label={MANUAL_TEXTS.outlineLabel} />
      <ManualBlocks blocks={document.blocks} skipTitle headingOffset={1} />
    </article>
  );
}

/** Brings the heading the URL's hash names into view once the document shows (a link from another page or a search). */
function useScrollToHash(document: ManualDocument | undefined) {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '' || document === undefined) return;
    window.document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [hash, document]);
}
