import { useState } from 'react';
import { PAGE_TITLES } from '../../app/pageTitles.texts';
import { filterTemplates, TEMPLATES, TEMPLATES_LEAD, templateCountLabel, type TemplateFilter } from '../../../domain/hub/templates';
import { PageHeader } from '../../shared/PageHeader';
import { CategoryFilter } from './CategoryFilter';
import { SubmitTemplateBlock } from './SubmitTemplateBlock';
import { TemplateCard } from './TemplateCard';
import '../hub.css';

/** Templates: a category filter over the starter projects, and how to submit one (spec section 2). */
export default function TemplatesPage() {
  const [filter, setFilter] = useState<TemplateFilter>('all');
  const shown = filterTemplates(TEMPLATES, filter);
  return (
    <section className="page hub-page">
      <PageHeader title={PAGE_TITLES.templates} />
      <p className="page-lead">{TEMPLATES_LEAD}</p>
      <div className="toolbar">
        <CategoryFilter selected={filter} onSelect={setFilter} />
        <p role="status" className="result-count">
          {templateCountLabel(shown.length, TEMPLATES.length)}
        </p>
      </div>
      <ul className="card-grid" aria-label={PAGE_TITLES.templates}>
        {shown.map((template) => (
          <li key={template.id}>
            <TemplateCard template={template} />
          </li>
        ))}
      </ul>
      <SubmitTemplateBlock />
    </section>
  );
}
