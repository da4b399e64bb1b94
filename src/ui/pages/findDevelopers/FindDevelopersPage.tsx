import { PAGE_TITLES } from '../../../domain/app/routePaths';
import { PageHeader } from '../../shared/PageHeader';

/** Find developers by skill and availability. */
export default function FindDevelopersPage() {
  return (
    <section className="page">
      <PageHeader title={PAGE_TITLES.findDevelopers} />
      <p className="page-lead">Find developers by skill and availability.</p>
    </section>
  );
}
