import type { Guide } from '../../../domain/hub/guides';
import { Link } from 'react-router-dom';
import { TagList } from '../hubShared/TagList';
import { guidePath } from './guide.texts';
import { GUIDE_TOPICS_LABEL, readingTimeLabel } from './guides.texts';

/** One guide: title (a link to the guide's page), level, reading time, summary and topics. */
export function GuideCard({ guide }: { readonly guide: Guide }) {
  return (
    <article className="card">
      <h3 className="card-title">
        <Link to={guidePath(guide.id)}>{guide.title}</Link>
      </h3>
      <p className="card-meta">
        <span className="pill">{guide.level}</span> <span>{readingTimeLabel(guide.readingMinutes)}</span>
      </p>
      <p className="card-text">{guide.description}</p>
      <TagList tags={guide.topics} label={GUIDE_TOPICS_LABEL} />
    </article>
  );
}
