import { PAGE_TITLES } from '../../../domain/app/routePaths';
import { PageHeader } from '../../shared/PageHeader';

/** Guides for building on Bitcoin SV with the workbench. */
export default function GuidesPage() {
  return (
    <section className="page">
      <PageHeader title={PAGE_TITLES.guides} />
      <p className="page-lead">Guides for building on Bitcoin SV with the workbench.</p>
    </section>
  );
}
