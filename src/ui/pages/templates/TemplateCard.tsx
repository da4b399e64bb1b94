import { Link } from 'react-router-dom';
import type { ProjectTemplate } from '../../../domain/hub/templates';
import { RuntimeConfig } from '../../../ports/runtimeConfig.port';
import { templateLink } from '../../app/templateLinks';
import { useService } from '../../app/useService';
import { TagList } from '../hubShared/TagList';
import './templates.css';
import { TEMPLATE_FILTER_LABELS, TEMPLATE_OPEN_LABELS, TEMPLATE_TECHNOLOGIES_LABEL, templateOpenName } from './templates.texts';

/**
 * One starter project: name, category, difficulty, summary and technologies. A click anywhere on the card follows
 * its link: the template's files in the editor, or the template's page when the editor is off.
 */
export function TemplateCard({ template }: { readonly template: ProjectTemplate }) {
  const { editorEnabled } = useService(RuntimeConfig);
  return (
    <article className="card template-card">
      <h2 className="card-title">{template.name}</h2>
      <p className="card-meta">
        <span className="pill">{TEMPLATE_FILTER_LABELS[template.category]}</span> <span>{template.difficulty}</span>
      </p>
      <p className="card-text">{template.description}</p>
      <TagList tags={template.technologies} label={TEMPLATE_TECHNOLOGIES_LABEL} />
      <Link className="template-card-link" to={templateLink(template.id, editorEnabled)} aria-label={templateOpenName(template.name, editorEnabled)}>
        {editorEnabled ? TEMPLATE_OPEN_LABELS.editor : TEMPLATE_OPEN_LABELS.page}
      </Link>
    </article>
  );
}
