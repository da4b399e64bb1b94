import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ProjectsStore } from '../../../application/repositories/projectsStore';
import { ROUTE_PATHS } from '../../../domain/app/routePaths';
import { useObservableValue } from '../../app/useObservableValue';
import { useService } from '../../app/useService';
import { PageHeader } from '../../shared/PageHeader';
import { useSignedInHandle } from '../hubShared/useSignedInHandle';
import { UserSessionStore } from '../../../application/session/userSessionStore';
import type { BountyListing } from '../../../domain/repositories/bountyListing';
import { BOUNTY_TEXTS, boardErrorText, claimLabel, projectFacts } from './bounties.texts';
import { BountyList } from './BountyList';
import '../hub.css';
import './bounties.css';

/** `/projects/:owner/:name`: one repository, its totals, its maintainers and every contract of it. */
export default function ProjectPage() {
  const { owner = '', name = '' } = useParams();
  const fullName = `${owner}/${name}`;
  const store = useService(ProjectsStore);
  const state = useObservableValue(store.state$);
  const handle = useSignedInHandle();
  const githubLogin = useObservableValue(useService(UserSessionStore).state$).session?.githubLogin ?? null;
  useEffect(() => store.open(fullName), [store, fullName]);
  const opened = state.opened;
  // A connected repository's open contract is claimed here, as the linked GitHub login; the operator's on /contracts.
  const claimOf = (bounty: BountyListing) => {
    if (bounty.operator || bounty.status !== 'available') return null;
    if (githubLogin === null) return <p className="card-meta">{BOUNTY_TEXTS.claimLinkFirst}</p>;
    return (
      <button type="button" className="button-primary" disabled={state.busy} onClick={() => handle !== null && store.claim(bounty.issueNumber, githubLogin, handle)}>
        {claimLabel(bounty.issueNumber)}
      </button>
    );
  };
  return (
    <section className="page hub-page">
      <PageHeader title={fullName} />
      <p>
        <Link to={ROUTE_PATHS.projects}>{BOUNTY_TEXTS.back}</Link>
      </p>
      {state.phase === 'loading' ? <p role="status" className="load-status">{BOUNTY_TEXTS.loading}</p> : null}
      {state.phase === 'failed' && state.loadError !== null ? <p role="alert" className="load-failure">{boardErrorText(state.loadError)}</p> : null}
      {state.commandError === null ? null : <p role="alert" className="form-error">{boardErrorText(state.commandError)}</p>}
      {opened === null ? null : (
        <>
          <p className="card-meta">
            {projectFacts(opened.project.totals.openCount, opened.project.totals.openReward, opened.project.totals.completedCount, opened.project.totals.completedReward, opened.project.totals.fundedSatoshis)}
          </p>
          <section className="hub-block" aria-labelledby="maintainers-heading">
            <h2 id="maintainers-heading" className="hub-block-title">{BOUNTY_TEXTS.maintainers}</h2>
            {opened.project.operator ? <p>{BOUNTY_TEXTS.noMaintainers}</p> : (
              <ul aria-label={BOUNTY_TEXTS.maintainers}>
                {opened.project.maintainers.map((login) => (
                  <li key={login}>{login}</li>
                ))}
              </ul>
            )}
          </section>
          <section className="hub-block" aria-labelledby="project-contracts-heading">
            <h2 id="project-contracts-heading" className="hub-block-title">{BOUNTY_TEXTS.contractsHeading}</h2>
            {opened.bounties.length === 0 ? <p className="empty-state">{BOUNTY_TEXTS.noContracts}</p> : <BountyList bounties={opened.bounties} label={BOUNTY_TEXTS.contractsHeading} action={opened.project.id === null || handle === null ? undefined : claimOf} />}
          </section>
          {opened.project.id !== null && handle !== null ? (
            <button type="button" className="button-link" disabled={state.busy} onClick={() => opened.project.id !== null && store.disconnect(opened.project.id)}>
              {BOUNTY_TEXTS.disconnect}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
