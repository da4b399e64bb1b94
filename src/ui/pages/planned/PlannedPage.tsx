import { useLocation } from 'react-router-dom';
import { PLANNED_PAGE_MESSAGE } from '../../app/app.texts';
import { PLANNED_PAGES } from '../../app/pageTitles.texts';
import { PageHeader } from '../../shared/PageHeader';

/** A hub page the spec links but does not describe. */
export default function PlannedPage() {
  const { pathname } = useLocation();
  const title = PLANNED_PAGES.find((planned) => planned.path === pathname)?.title ?? pathname;
  return (
    <section className="page page-narrow">
      <PageHeader title={title} />
      <p>{PLANNED_PAGE_MESSAGE}</p>
    </section>
  );
}
