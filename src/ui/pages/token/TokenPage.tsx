import { PAGE_TITLES } from '../../../domain/app/routePaths';
import { PageHeader } from '../../shared/PageHeader';

/** BCODE rewards contributions to the platform, on the BSV network. */
export default function TokenPage() {
  return (
    <section className="page">
      <PageHeader title={PAGE_TITLES.token} />
      <p className="page-lead">BCODE rewards contributions to the platform, on the BSV network.</p>
    </section>
  );
}
