import { Link, useParams } from 'react-router-dom';
import { TemplatesStore } from '../../../application/hub/catalogStores';
import { ROUTE_PATHS } from '../../../domain/app/routePaths';
import type { ProjectTemplate } from '../../../domain/hub/templates';
import { useService } from '../../app/useService';
import { PageHeader } from '../../shared/PageHeader';
import { LoadedContent } from '../hubShared/LoadedContent';
import { TagList } from '../hubShared/TagList';
import { TEMPLATE_FILTER_LABELS, TEMPLATE_PAGE, TEMPLATE_TECHNOLOGIES_LABEL, TEMPLATES_LOADING_WHAT } from './templates.texts';
import { useTemplateFiles } from './useTemplateFiles';
import '../hub.css';
import './templates.css';

/** One template's page: what it is and its files as text, opened from its card when the editor is off. */
export default function TemplatePage() {
  const { templateId = '' } = useParams();
  const store = useService(TemplatesStore);
  return (
    <LoadedContent store={store} what={TEMPLATES_LOADING_WHAT}>
      {(templates) => <TemplateView template={templates.find((candidate) => candidate.id === templateId)} />}
    </LoadedContent>
  );
}

const BACK = (
  <p>
    <Link to={ROUTE_PATHS.templates}>{TEMPLATE_PAGE.back}</Link>
  </p>
);

function TemplateView({ template }: { readonly template: ProjectTemplate | undefined }) {
  if (template === undefined) {
    return (
      <section className="page page-narrow hub-page">
        <PageHeader title={TEMPLATE_PAGE.notFoundTitle} />
        <p>{TEMPLATE_PAGE.notFoundText}</p>
        {BACK}
      </section>
    );
  }
  return (
    <article className="page page-narrow hub-page">
      <PageHeader title={template.name} />
      <p className="card-meta">
        <span className="pill">{TEMPLATE_FILTER_LABELS[template.category]}</span> <span>{template.difficulty}</span>
      </p>
      <p className="page-lead">{template.description}</p>
      <TagList tags={template.technologies} label={TEMPLATE_TECHNOLOGIES_LABEL} />
      <section aria-labelledby="template-files-title">
        <h2 id="template-files-title">{TEMPLATE_PAGE.filesTitle}</h2>
        <TemplateFiles templateId={template.id} />
      </section>
      {BACK}
    </article>
  );
}

/** The template's files, each its path and its text (shown as text, never run). */
function TemplateFiles({ templateId }: { readonly templateId: string }) {
  const files = useTemplateFiles(templateId);
  if (files === null) return <p role="status">{TEMPLATE_PAGE.loadingFiles}</p>;
  if (!files.ok) return <p role="alert">{TEMPLATE_PAGE.filesUnavailable}</p>;
  return (
    <ul className="hub-list">
      {files.value.map((file) => (
        <li key={file.path} className="template-file">
          <h3>{file.path}</h3>
          <pre tabIndex={0} aria-label={file.path}>
            <code>{file.content}</code>
          </pre>
        </li>
      ))}
    </ul>
  );
}
