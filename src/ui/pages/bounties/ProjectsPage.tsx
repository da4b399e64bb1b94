import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ProjectsStore } from '../../../application/repositories/projectsStore';
import { ROUTE_PATHS } from '../../../domain/app/routePaths';
import { PAGE_TITLES } from '../../app/pageTitles.texts';
import { useObservableValue } from '../../app/useObservableValue';
import { useService } from '../../app/useService';
import { PageHeader } from '../../shared/PageHeader';
import { useSignedInHandle } from '../hubShared/useSignedInHandle';
import { BOUNTY_TEXTS, boardErrorText, projectFacts } from './bounties.texts';
import { ConnectRepositoryForm } from './ConnectRepositoryForm';
import '../hub.css';
import './bounties.css';

/**
 * `/projects` and `/contributors/projects`: every repository on the hub with its totals; on `/projects`, a signed-in
 * maintainer connects another (its webhook secret shown once).
 */
export default function ProjectsPage() {
  const { pathname } = useLocation();
  const forContributors = pathname === ROUTE_PATHS.contributorProjects;
  const store = useService(ProjectsStore);
  const state = useObservableValue(store.state$);
  const handle = useSignedInHandle();
  useEffect(() => store.load(), [store]);
  return (
    <section className="page hub-page">
      <PageHeader title={forContributors ? PAGE_TITLES.contributorProjects : PAGE_TITLES.projects} />
      <p className="page-lead">{forContributors ? BOUNTY_TEXTS.contributorProjectsLead : BOUNTY_TEXTS.projectsLead}</p>
      {forContributors ? null : handle === null ? (
        <p className="empty-state">{BOUNTY_TEXTS.connectSignedOut}</p>
      ) : (
        <ConnectRepositoryForm busy={state.busy} onConnect={(fullName) => store.connect(fullName)} />
      )}
      {state.commandError === null ? null : <p role="alert" className="form-error">{boardErrorText(state.commandError)}</p>}
      {state.justConnected === null ? null : (
        <div role="status" className="card webhook-secret">
          <p>{BOUNTY_TEXTS.secretNotice}</p>
          <label className="field">
            <span>{BOUNTY_TEXTS.deliveryLabel}</span>
            <input readOnly value={`${window.location.origin}${state.justConnected.deliveryPath}`} onFocus={(event) => event.currentTarget.select()} />
          </label>
          <label className="field">
            <span>{BOUNTY_TEXTS.secretLabel}</span>
            <input readOnly value={state.justConnected.webhookSecret} onFocus={(event) => event.currentTarget.select()} />
          </label>
        </div>
      )}
      {state.phase === 'loading' ? <p role="status" className="load-status">{BOUNTY_TEXTS.loading}</p> : null}
      {state.phase === 'failed' && state.loadError !== null ? (
        <div role="alert" className="load-failure">
          <p>{boardErrorText(state.loadError)}</p>
          <button type="button" className="button-primary" onClick={() => store.load()}>
            {BOUNTY_TEXTS.retry}
          </button>
        </div>
      ) : null}
      {state.phase === 'loaded' ? (
        <ul className="project-list" aria-label={BOUNTY_TEXTS.projectsLabel}>
          {state.projects.map(({ fullName, operator, maintainers, totals }) => (
            <li key={fullName} className="card project">
              <h3 className="card-title">
                <Link to={`${ROUTE_PATHS.projects}/${fullName}`}>{fullName}</Link>
              </h3>
              {operator ? <p className="card-meta">{BOUNTY_TEXTS.operatorBadge}</p> : null}
              <p className="card-meta">{projectFacts(totals.openCount, totals.openReward, totals.completedCount, totals.completedReward, totals.fundedSatoshis)}</p>
              {maintainers.length > 0 ? <p className="card-meta">{`${BOUNTY_TEXTS.maintainers}: ${maintainers.join(', ')}`}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
