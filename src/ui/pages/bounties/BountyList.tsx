import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '../../../domain/app/routePaths';
import type { BountyListing } from '../../../domain/repositories/bountyListing';
import { BOUNTY_TEXTS, rewardText, STATUS_TEXTS } from './bounties.texts';

/** Contracts of any repository as cards; titles are the issues' own text, rendered as text. */
export function BountyList({ bounties, label }: { readonly bounties: readonly BountyListing[]; readonly label: string }) {
  return (
    <ul className="bounty-list" aria-label={label}>
      {bounties.map((bounty) => (
        <li key={bounty.key} className="card bounty">
          <h3 className="card-title">{bounty.title}</h3>
          <p className="card-meta">
            <Link to={`${ROUTE_PATHS.projects}/${bounty.repository}`}>{bounty.key}</Link> · {rewardText(bounty.rewardAmount, bounty.rewardUnit)} · {STATUS_TEXTS[bounty.status]}
            {bounty.labels.length > 0 ? ` · ${bounty.labels.join(', ')}` : ''}
          </p>
          <p className="card-meta">
            {bounty.operator ? <Link to={ROUTE_PATHS.contracts}>{BOUNTY_TEXTS.seeOnContracts}</Link> : null}
            {bounty.operator ? ' · ' : null}
            <a href={bounty.issueUrl} rel="noreferrer noopener" target="_blank">
              {BOUNTY_TEXTS.seeOnGitHub}
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
