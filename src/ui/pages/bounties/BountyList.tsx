import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '../../../domain/app/routePaths';
import type { BountyListing } from '../../../domain/repositories/bountyListing';
import { BOUNTY_TEXTS, rewardText, STATUS_TEXTS } from './bounties.texts';

/** Contracts of any repository as cards; titles are the issues' own text, rendered as text. `action`: a card's own control (a claim). */
export function BountyList({ bounties, label, action }: { readonly bounties: readonly BountyListing[]; readonly label: string; readonly action?: (bounty: BountyListing) => ReactNode }) {
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
          {action?.(bounty)}
        </li>
      ))}
    </ul>
  );
}
