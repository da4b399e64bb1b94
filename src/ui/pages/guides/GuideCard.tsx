import type { Guide } from '../../../domain/hub/guides';
import { TagList } from '../hubShared/TagList';
import { GUIDE_TOPICS_LABEL, readingTimeLabel } from './guides.texts';

/** One guide: title, level, reading time, summary and topics. */
export function GuideCard({ guide }: { readonly guide: Guide }) {
  return (
    <article className="card">
      <h3 className="card-title">{guide.title}</h3>
      <p className="card-meta">
        <span className="pill">{guide.level}</span> <span>{readingTimeLabel(guide.readingMinutes)}</span>
      </p>
      <p className="card-text">{guide.description}</p>
      <TagList tags={guide.topics} label={GUIDE_TOPICS_LABEL} />
    </article>
  );
}
