import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '../../../domain/app/routePaths';
import { PAGE_TITLES } from '../../app/pageTitles.texts';
import { PageHeader } from '../../shared/PageHeader';

/** The landing homepage shown at `/` when the editor flag is off. */
export function LandingPage() {
  return (
    <section className="page">
      <PageHeader title={PAGE_TITLES.landing} />
      <p className="page-lead">A developer workbench for the BSV blockchain: write code, trade code NFTs and find paid work.</p>
      <p>
        <Link to={ROUTE_PATHS.contracts}>Browse open contracts</Link> · <Link to={ROUTE_PATHS.developerDocs}>Read Developer Docs</Link>
      </p>
    </section>
  );
}
