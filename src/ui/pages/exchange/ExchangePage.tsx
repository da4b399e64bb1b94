import { PAGE_TITLES } from '../../../domain/app/routePaths';
import { PageHeader } from '../../shared/PageHeader';

/** Trade tokens of code projects, follow your portfolio and mint new code NFTs. */
export default function ExchangePage() {
  return (
    <section className="page">
      <PageHeader title={PAGE_TITLES.exchange} />
      <p className="page-lead">Trade tokens of code projects, follow your portfolio and mint new code NFTs.</p>
    </section>
  );
}
