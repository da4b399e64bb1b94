import { PAGE_TITLES } from '../../../domain/app/routePaths';
import { PageHeader } from '../../shared/PageHeader';

/** The code editor workbench. */
export function EditorPage() {
  return (
    <section className="page">
      <PageHeader title={PAGE_TITLES.editor} />
      <p className="page-lead">Write, run and ship Bitcoin SV code.</p>
    </section>
  );
}
