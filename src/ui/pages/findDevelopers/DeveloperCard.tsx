import type { DeveloperProfile } from '../../../domain/hub/developers';
import {
  CONTACT_BUTTON_LABEL,
  contactButtonName,
  DEVELOPER_CARD_TEXTS as TEXTS,
  hourlyRateLabel,
  portfolioLinkName,
  ratingLabel,
} from './findDevelopers.texts';
import { ExternalLink } from '../hubShared/ExternalLink';
import { FactList } from '../hubShared/FactList';
import { TagList } from '../hubShared/TagList';

/** One developer's profile, with a button that opens the contact dialog. */
export function DeveloperCard({
  developer,
  onContact,
}: {
  readonly developer: DeveloperProfile;
  readonly onContact: (developer: DeveloperProfile) => void;
}) {
  return (
    <article className="card developer-card">
      <div className="card-heading">
        <h2 className="card-title">{developer.name}</h2>
        <span className={`availability availability-${developer.availability.toLowerCase()}`}>{developer.availability}</span>
      </div>
      <p className="card-meta">
        @{developer.username} · {developer.title}
      </p>
      <FactList
        facts={[
          { label: TEXTS.rate, value: hourlyRateLabel(developer.hourlyRate) },
          { label: TEXTS.experience, value: developer.experience },
          { label: TEXTS.projects, value: String(developer.completedProjects) },
          { label: TEXTS.rating, value: ratingLabel(developer.rating) },
          { label: TEXTS.languages, value: developer.languages.join(', ') },
          { label: TEXTS.timezone, value: developer.timezone },
          { label: TEXTS.response, value: developer.responseTime },
        ]}
      />
      <TagList tags={developer.skills} label={TEXTS.skills} />
      <div className="card-actions">
        <ExternalLink href={developer.portfolio} name={portfolioLinkName(developer.name)}>
          {TEXTS.portfolio}
        </ExternalLink>
        <button type="button" className="button-primary" aria-label={contactButtonName(developer.name)} onClick={() => onContact(developer)}>
          {CONTACT_BUTTON_LABEL}
        </button>
      </div>
    </article>
  );
}
