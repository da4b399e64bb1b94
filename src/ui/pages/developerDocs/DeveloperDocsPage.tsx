import { useMemo } from 'react';
import { Link, NavLink, useParams } from 'react-router-dom';
import { DeveloperGuidesStore } from '../../../application/manual/manualStores';
import { ROUTE_PATHS } from '../../../domain/app/routePaths';
import { examplesOf, type CodeBlock, type CodeExample } from '../../../domain/manual/codeExamples';
import type { Manual, ManualDocument } from '../../../domain/manual/manualDocument';
import { RuntimeConfig } from '../../../ports/runtimeConfig.port';
import { exampleLink } from '../../app/exampleLinks';
import { PAGE_TITLES } from '../../app/pageTitles.texts';
import { useService } from '../../app/useService';
import { PageHeader } from '../../shared/PageHeader';
import { LoadedContent } from '../hubShared/LoadedContent';
import { DocumentOutline } from '../manual/DocumentOutline';
import { DocumentPaths, ManualBlocks, type CodeActions } from '../manual/ManualBlocks';
import { DEVELOPER_DOCS_TEXTS, openExampleName } from './developerDocs.texts';
import '../hub.css';
import '../manual/manual.css';

/**
 * Developer Docs (`/developers`, `/developers/:guideId`): guides to building on BSV, listed beside the chosen one
 * (the first by default). Each runnable example links to the editor, which opens it as a file and runs it.
 */
export default function DeveloperDocsPage() {
  const store = useService(DeveloperGuidesStore);
  return (
    <section className="page hub-page manual-page">
      <PageHeader title={PAGE_TITLES.developerDocs} />
      <p className="page-lead">{DEVELOPER_DOCS_TEXTS.lead}</p>
      <LoadedContent store={store} what={DEVELOPER_DOCS_TEXTS.loadingWhat}>
        {(guides) => <GuidesView guides={guides} />}
      </LoadedContent>
    </section>
  );
}

function GuidesView({ guides }: { readonly guides: Manual }) {
  const { guideId } = useParams();
  const guide = guideId === undefined ? guides.documents[0] : guides.documents.find((candidate) => candidate.id === guideId);
  // A guide's link to another guide stays on this page; other documents are the manual's.
  const paths = useMemo(() => {
    const ids = new Set(guides.documents.map((each) => each.id));
    return (documentId: string) => (ids.has(documentId) ? `${ROUTE_PATHS.developerDocs}/${documentId}` : null);
  }, [guides]);
  return (
    <DocumentPaths value={paths}>
      <div className="manual-layout">
        <nav className="manual-documents" aria-label={DEVELOPER_DOCS_TEXTS.guidesLabel}>
          <ul>
            {guides.documents.map((each) => (
              <li key={each.id}>
                <NavLink to={`${ROUTE_PATHS.developerDocs}/${each.id}`} aria-current={each.id === guide?.id ? 'page' : undefined}>
                  {each.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="manual-body">{guide === undefined ? <MissingGuide /> : <GuideView guide={guide} />}</div>
      </div>
    </DocumentPaths>
  );
}

function MissingGuide() {
  return (
    <section aria-labelledby="developer-guide-missing">
      <h2 id="developer-guide-missing">{DEVELOPER_DOCS_TEXTS.notFoundTitle}</h2>
      <p>{DEVELOPER_DOCS_TEXTS.notFound}</p>
    </section>
  );
}

function GuideView({ guide }: { readonly guide: ManualDocument }) {
  const { editorEnabled } = useService(RuntimeConfig);
  const codeActions = useMemo(() => (editorEnabled ? openInEditor(examplesOf(guide)) : undefined), [editorEnabled, guide]);
  return (
    <article aria-labelledby={`developer-guide-${guide.id}`}>
      <h2 id={`developer-guide-${guide.id}`} className="manual-title">
        {guide.title}
      </h2>
      <DocumentOutline document={guide} label={DEVELOPER_DOCS_TEXTS.outlineLabel} />
      {editorEnabled ? null : <p>{DEVELOPER_DOCS_TEXTS.editorOff}</p>}
      <ManualBlocks blocks={guide.blocks} skipTitle headingOffset={1} codeActions={codeActions} />
    </article>
  );
}

/** An "Open in editor" link after each runnable example (found by the block itself: the guide's own objects). */
function openInEditor(examples: readonly CodeExample[]): CodeActions {
  const byBlock = new Map<CodeBlock, CodeExample>(examples.map((example) => [example.block, example]));
  return (block) => {
    const example = byBlock.get(block);
    if (example === undefined) return null;
    return (
      <p className="developer-example-actions">
        <Link className="button-link" to={exampleLink(example)} aria-label={openExampleName(example.ordinal)}>
          {DEVELOPER_DOCS_TEXTS.openInEditor}
        </Link>
      </p>
    );
  };
}
