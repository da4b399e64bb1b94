import { optionLabel } from '../../../domain/hub/formRules';
import { TEMPLATE_FILTER_OPTIONS, TEMPLATE_TECHNOLOGIES_LABEL, type ProjectTemplate } from '../../../domain/hub/templates';
import { TagList } from '../hubShared/TagList';

/** One starter project: name, category, difficulty, summary and technologies. */
export function TemplateCard({ template }: { readonly template: ProjectTemplate }) {
  return (
    <article className="card">
      <h2 className="card-title">{template.name}</h2>
      <p className="card-meta">
        <span className="pill">{optionLabel(TEMPLATE_FILTER_OPTIONS, template.category)}</span> <span>{template.difficulty}</span>
      </p>
      <p className="card-text">{template.description}</p>
      <TagList tags={template.technologies} label={TEMPLATE_TECHNOLOGIES_LABEL} />
    </article>
  );
}
