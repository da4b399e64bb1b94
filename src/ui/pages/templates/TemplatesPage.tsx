import { PAGE_TITLES } from '../../../domain/app/routePaths';
import { PageHeader } from '../../shared/PageHeader';

/** Start a project from a template. */
export default function TemplatesPage() {
  return (
    <section className="page">
      <PageHeader title={PAGE_TITLES.templates} />
      <p className="page-lead">Start a project from a template.</p>
    </section>
  );
}
