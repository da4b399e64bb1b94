import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContractsView } from '../../application/contracts/serverContracts';
import { PAGE_LIMIT_DEFAULT } from '../../ports/listPage';
import { namedOfContract } from '../http/contractsNamed';
import { problem } from './apiAnswers';
import { decodeListCursor, encodeListCursor } from './listCursor';
import { pageAnswer } from './listAnswers';
import type { ContractStatus } from '../../domain/contracts/contract';

/** What a named page asks for: `limit` and `cursor` as `PageQuery` parsed them, and a status to keep. */
export interface NamedContractsQuery {
  readonly limit?: string;
  readonly cursor?: string;
  readonly status?: ContractStatus;
}

/**
 * One page of `GET /api/contracts` with named fields (`contractsNamed.ts`): the contracts in the server's order, the
 * status kept when asked, `limit` of them after the cursor's contract (the cursor names the issue number of the last
 * one sent; one that is no longer listed is 400 `invalid-cursor`: start again), `next` null on the last page; a strong
 * ETag of the page's text (304 to a matching `If-None-Match`) and a `Link` to the next.
 */
export function namedContractsPage(c: Context, view: ContractsView, query: NamedContractsQuery): Response {
  const listed = query.status === undefined ? view.contracts : view.contracts.filter((contract) => contract.status === query.status);
  let start = 0;
  if (query.cursor !== undefined) {
    const after = decodeListCursor(query.cursor);
    const index = after === null ? -1 : listed.findIndex((contract) => contract.githubIssueNumber === after.id);
    if (index < 0) return problem(c, 400, 'invalid-cursor', { field: 'cursor' });
    start = index + 1;
  }
  const limit = query.limit === undefined ? PAGE_LIMIT_DEFAULT : Number(query.limit);
  const page = listed.slice(start, start + limit);
  const last = page.at(-1);
  const next = start + limit < listed.length && last !== undefined ? encodeListCursor({ at: 0, id: last.githubIssueNumber }) : null;
  const text = JSON.stringify({ success: true, fault: view.fault, contracts: page.map(namedOfContract), next });
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 22)}"`;
  return pageAnswer(c, { body: new TextEncoder().encode(text), etag, next }, limit);
}
