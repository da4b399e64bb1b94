import { useState } from 'react';
import { TemplatesStore } from '../../../application/hub/catalogStores';
import { PAGE_TITLES } from '../../app/pageTitles.texts';
import { filterTemplates, type ProjectTemplate, type TemplateFilter } from '../../../domain/hub/templates';
import { useService } from '../../app/useService';
import { PageHeader } from '../../shared/PageHeader';
import { LoadedContent } from '../hubShared/LoadedContent';
import { CategoryFilter } from './CategoryFilter';
import { SubmitTemplateBlock } from './SubmitTemplateBlock';
import { TemplateCard } from './TemplateCard';
import { TEMPLATES_LEAD, TEMPLATES_LOADING_WHAT, templateCountLabel } from './templates.texts';
import '../hub.css';
import './templates.css';

/** The category filter over the templates the catalog gave. */
function TemplateBrowser({ templates }: { readonly templates: readonly ProjectTemplate[] }) {
  const [filter, setFilter] = useState<TemplateFilter>('all');
  const shown = filterTemplates(templates, filter);
  return (
    <>
      <div className="toolbar">
        <CategoryFilter selected={filter} onSelect={setFilter} />
        <p role="status" className="result-count">
          {templateCountLabel(shown.length, templates.length)}
        </p>
      </div>
      <ul className="card-grid" aria-label={PAGE_TITLES.templates}>
        {shown.map((template) => (
          <li key={template.id}>
            <TemplateCard template={template} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** Templates: a category filter over the starter projects, and how to submit one (spec section 2). */
export default function TemplatesPage() {
  const store = useService(TemplatesStore);
  return (
    <section className="page hub-page">
      <PageHeader title={PAGE_TITLES.templates} />
      <p className="page-lead">{TEMPLATES_LEAD}</p>
      <LoadedContent store={store} what={TEMPLATES_LOADING_WHAT} reserve="templates-loading">
        {(templates) => <TemplateBrowser templates={templates} />}
      </LoadedContent>
      <SubmitTemplateBlock />
    </section>
  );
}
