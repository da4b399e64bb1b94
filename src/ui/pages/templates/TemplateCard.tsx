import type { ProjectTemplate } from '../../../domain/hub/templates';
import { TagList } from '../hubShared/TagList';
import { TEMPLATE_FILTER_LABELS, TEMPLATE_TECHNOLOGIES_LABEL } from './templates.texts';

/** One starter project: name, category, difficulty, summary and technologies. */
export function TemplateCard({ template }: { readonly template: ProjectTemplate }) {
  return (
    <article className="card">
      <h2 className="card-title">{template.name}</h2>
      <p className="card-meta">
        <span className="pill">{TEMPLATE_FILTER_LABELS[template.category]}</span> <span>{template.difficulty}</span>
      </p>
      <p className="card-text">{template.description}</p>
      <TagList tags={template.technologies} label={TEMPLATE_TECHNOLOGIES_LABEL} />
    </article>
  );
}
