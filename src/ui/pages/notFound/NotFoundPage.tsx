import { Link, useLocation } from 'react-router-dom';
import { NOT_FOUND_HOME_LINK, NOT_FOUND_MESSAGE } from '../../app/app.texts';
import { ROUTE_PATHS } from '../../../domain/app/routePaths';
import { PAGE_TITLES } from '../../app/pageTitles.texts';
import { PageHeader } from '../../shared/PageHeader';

/** Any address the app does not know. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="page page-narrow">
      <PageHeader title={PAGE_TITLES.notFound} />
      <p>{NOT_FOUND_MESSAGE}</p>
      <p>
        <code>{pathname}</code>
      </p>
      <Link to={ROUTE_PATHS.editor}>{NOT_FOUND_HOME_LINK}</Link>
    </section>
  );
}
