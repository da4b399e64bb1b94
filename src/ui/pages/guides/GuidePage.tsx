import { Link, useParams } from 'react-router-dom';
import { ROUTE_PATHS } from '../../../domain/app/routePaths';
import { GuidesStore } from '../../../application/hub/catalogStores';
import type { Guide } from '../../../domain/hub/guides';
import { useService } from '../../app/useService';
import { LoadedContent } from '../hubShared/LoadedContent';
import { GUIDE_TOPICS_LABEL, GUIDES_LOADING_WHAT, readingTimeLabel } from './guides.texts';
import { PageHeader } from '../../shared/PageHeader';
import { TagList } from '../hubShared/TagList';
import { GUIDE_BACK_LINK, GUIDE_NEXT_STEPS, GUIDE_NOT_FOUND_TEXT, GUIDE_NOT_FOUND_TITLE, GUIDE_WRITING_NOTE } from './guide.texts';
import '../hub.css';

/** One guide's page, opened from its card on the Guides page; an unknown guide id says so. */
export default function GuidePage() {
  const { guideId } = useParams();
  const store = useService(GuidesStore);
  return (
    <LoadedContent store={store} what={GUIDES_LOADING_WHAT}>
      {(guides) => <GuideView guide={guides.find((candidate) => candidate.id === guideId)} />}
    </LoadedContent>
  );
}

function GuideView({ guide }: { readonly guide: Guide | undefined }) {
  const back = (
    <p>
      <Link to={ROUTE_PATHS.guides}>{GUIDE_BACK_LINK}</Link>
    </p>
  );
  if (guide === undefined) {
    return (
      <section className="page page-narrow hub-page">
        <PageHeader title={GUIDE_NOT_FOUND_TITLE} />
        <p>{GUIDE_NOT_FOUND_TEXT}</p>
        {back}
      </section>
    );
  }
  return (
    <article className="page page-narrow hub-page">
      <PageHeader title={guide.title} />
      <p className="card-meta">
        <span className="pill">{guide.level}</span> <span>{readingTimeLabel(guide.readingMinutes)}</span>
      </p>
      <p className="page-lead">{guide.description}</p>
      <TagList tags={guide.topics} label={GUIDE_TOPICS_LABEL} />
      <p>{GUIDE_WRITING_NOTE}</p>
      <ul className="hub-list">
        {GUIDE_NEXT_STEPS.map((step) => (
          <li key={step.path}>
            <Link to={step.path}>{step.label}</Link>
          </li>
        ))}
      </ul>
      {back}
    </article>
  );
}
