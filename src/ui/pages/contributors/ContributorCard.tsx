import type { Contributor } from '../../../domain/hub/contributors';
import { bsv, groupThousands } from '../../shared/formatNumbers';
import { FactList } from '../hubShared/FactList';
import { TagList } from '../hubShared/TagList';
import { CONTRIBUTOR_CARD_TEXTS } from './contributors.texts';

/** One contributor: name, handle, role, contributions, rewards and specialties. */
export function ContributorCard({ contributor }: { readonly contributor: Contributor }) {
  return (
    <article className="card">
      <h3 className="card-title">{contributor.name}</h3>
      <p className="card-meta">
        @{contributor.username} · {contributor.role}
      </p>
      <FactList
        facts={[
          { label: CONTRIBUTOR_CARD_TEXTS.contributions, value: groupThousands(contributor.contributions) },
          { label: CONTRIBUTOR_CARD_TEXTS.rewarded, value: bsv(contributor.rewardedBsv) },
        ]}
      />
      <TagList tags={contributor.specialties} label={CONTRIBUTOR_CARD_TEXTS.specialties} />
    </article>
  );
}
