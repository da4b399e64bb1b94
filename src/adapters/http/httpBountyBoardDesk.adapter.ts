import { map, type Observable } from 'rxjs';
import * as v from 'valibot';
import { CLAIM_DEFAULT_DEADLINE_DAYS } from '../../domain/contracts/contractConstants';
import type { BountyListing } from '../../domain/repositories/bountyListing';
import type { BountyQuery } from '../../domain/repositories/bountyQuery';
import { err, ok, type Result } from '../../domain/shared/result';
import type { BountyBoardDesk, BountyBoardError, BountyBoardPage, NewConnectionView, ProjectSummary } from '../../ports/repositories/bountyBoardDesk.port';
import { EndedAnswer } from '../wire/postings.schema';
import { BountiesAnswer, ProjectAnswer, ProjectsAnswer, RepositoryConnectedAnswer } from '../wire/repositories.schema';
import { REPOSITORY_PATHS } from './apiPaths';
import { errorCode, jsonRequest, type JsonAnswer } from './jsonRequest';

const failureOf = (answer: JsonAnswer): BountyBoardError => {
  if (answer.status === 401) return { code: 'not-signed-in' };
  const rule = errorCode(answer);
  if (answer.status === 404 && rule !== 'repository-not-found' && rule !== 'contract-not-found') return { code: 'not-found' };
  return [400, 403, 404, 409, 503].includes(answer.status) && rule !== undefined && rule !== 'database-unavailable' ? { code: 'refused', rule } : { code: 'unavailable' };
};

const settle =
  <S extends v.GenericSchema, T>(schema: S, read: (body: v.InferOutput<S>) => T) =>
  (answer: Result<JsonAnswer, string>): Result<T, BountyBoardError> => {
    if (!answer.ok) return err({ code: 'unavailable' });
    if (answer.value.status >= 300) return err(failureOf(answer.value));
    const parsed = v.safeParse(schema, answer.value.body);
    return parsed.success ? ok(read(parsed.output)) : err({ code: 'unavailable' });
  };

/** The query string of a board query (only what is set). */
export function bountySearch(query: BountyQuery, cursor: string | null, limit: number): string {
  const search = new URLSearchParams();
  if (query.repository !== undefined) search.set('repository', query.repository);
  if (query.minReward !== undefined) search.set('minReward', String(query.minReward));
  if (query.maxReward !== undefined) search.set('maxReward', String(query.maxReward));
  if (query.label !== undefined) search.set('label', query.label);
  if (query.status !== undefined) search.set('status', query.status);
  if (query.fundedOnly === true) search.set('funded', 'true');
  search.set('sort', query.sort);
  search.set('limit', String(limit));
  if (cursor !== null) search.set('cursor', cursor);
  return search.toString();
}

/** The bounty board and connected repositories on this app's server; answers read with `repositories.schema.ts`. */
export class HttpBountyBoardDesk implements BountyBoardDesk {
  bounties(query: BountyQuery, cursor: string | null, limit: number): Observable<Result<BountyBoardPage, BountyBoardError>> {
    return jsonRequest('GET', `${REPOSITORY_PATHS.bounties}?${bountySearch(query, cursor, limit)}`).pipe(map(settle(BountiesAnswer, ({ bounties, next }) => ({ bounties, next }))));
  }

  projects(): Observable<Result<readonly ProjectSummary[], BountyBoardError>> {
    return jsonRequest('GET', REPOSITORY_PATHS.projects).pipe(map(settle(ProjectsAnswer, (body) => body.projects)));
  }

  project(fullName: string): Observable<Result<{ project: ProjectSummary; bounties: readonly BountyListing[] }, BountyBoardError>> {
    const [owner = '', name = ''] = fullName.split('/');
    return jsonRequest('GET', `${REPOSITORY_PATHS.projects}/${encodeURIComponent(owner)}/${encodeURIComponent(name)}`).pipe(
      map(settle(ProjectAnswer, ({ project, bounties }) => ({ project, bounties }))),
    );
  }

  connect(fullName: string): Observable<Result<NewConnectionView, BountyBoardError>> {
    return jsonRequest('POST', REPOSITORY_PATHS.repositories, { fullName }).pipe(
      map(settle(RepositoryConnectedAnswer, ({ repository: { id, fullName: name, deliveryPath }, webhookSecret }) => ({ id, fullName: name, deliveryPath, webhookSecret }))),
    );
  }

  claim(repositoryId: string, issueNumber: number, githubLogin: string, handcashHandle: string): Observable<Result<null, BountyBoardError>> {
    const body = { issueNumber, githubUsername: githubLogin, handcashHandle, estimatedDays: CLAIM_DEFAULT_DEADLINE_DAYS };
    return jsonRequest('POST', `${REPOSITORY_PATHS.repositories}/${encodeURIComponent(repositoryId)}/claims`, body).pipe(map(settle(EndedAnswer, () => null)));
  }

  disconnect(id: string): Observable<Result<null, BountyBoardError>> {
    return jsonRequest('DELETE', `${REPOSITORY_PATHS.repositories}/${encodeURIComponent(id)}`).pipe(map(settle(EndedAnswer, () => null)));
  }
}
