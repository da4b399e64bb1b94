import { map, type Observable } from 'rxjs';
import * as v from 'valibot';
import type { Claim, ClaimInput } from '../../domain/contracts/claim';
import { err, ok, type Result } from '../../domain/shared/result';
import type { ClaimBoard, ClaimBoardError } from '../../ports/claimBoard.port';
import { ClaimPlacedAnswer, ClaimSchema, HeldProblem, TakenProblem } from '../wire/claims.schema';
import { API_PATHS, AUTHENTICATION_EXPIRED_CODE } from './apiPaths';
import { errorCode, errorText, jsonRequest, type JsonAnswer } from './jsonRequest';

const ListAnswer = v.object({ claims: v.array(v.unknown()) });

const MALFORMED = 'The server answered something unexpected.';

/** A refusal by its status, with the code of the rule (`reason`) for the page to word; `issueNumber`: the request's. */
function failure(answer: JsonAnswer, issueNumber?: number): ClaimBoardError {
  const code = errorCode(answer);
  // The server names the rule (`code`); the page words it. The status text stays for an answer that names none.
  const facts = code === undefined ? { message: errorText(answer) } : { message: errorText(answer), reason: code };
  const taken = answer.status === 409 ? v.safeParse(TakenProblem, answer.body) : null;
  if (taken?.success) return { code: 'taken', ...facts, holder: taken.output.holder };
  const held = answer.status === 409 && issueNumber !== undefined ? v.safeParse(HeldProblem, answer.body) : null;
  if (held?.success && issueNumber !== undefined) return { code: 'taken', ...facts, holder: { issueNumber, ...held.output.holder } };
  if (answer.status === 401) {
    return { code: code === AUTHENTICATION_EXPIRED_CODE ? 'authentication-expired' : 'not-authenticated', ...facts };
  }
  if (answer.status === 403) return { code: 'forbidden', ...facts };
  if (answer.status === 404) return { code: 'not-found', ...facts };
  if ([400, 409, 413, 429].includes(answer.status)) return { code: 'invalid', ...facts };
  return { code: 'unavailable', ...facts };
}

type Answer = Result<JsonAnswer, string>;
/** The answer as a result: a failure by its status, else what `read` finds in the body (undefined: malformed). */
const settle = <T>(answer: Answer, read: (body: unknown) => T | undefined, issueNumber?: number): Result<T, ClaimBoardError> => {
  if (!answer.ok) return err({ code: 'unavailable', message: answer.error });
  if (answer.value.status >= 300) return err(failure(answer.value, issueNumber));
  const value = read(answer.value.body);
  return value === undefined ? err({ code: 'unavailable', message: MALFORMED }) : ok(value);
};

/** The claims of a list answer; one malformed claim is skipped, not the whole list. */
const claimsOf = (body: unknown): readonly Claim[] | undefined => {
  const list = v.safeParse(ListAnswer, body);
  if (!list.success) return undefined;
  return list.output.claims.flatMap((item) => {
    const claim = v.safeParse(ClaimSchema, item);
    return claim.success ? [claim.output] : [];
  });
};

const claimOf = (body: unknown): Claim | undefined => {
  const parsed = v.safeParse(ClaimPlacedAnswer, body);
  return parsed.success ? parsed.output.claim : undefined;
};

/** Claims on this app's server (`/api/claims`): public list, claim and release with the session cookie. */
export class HttpClaimBoard implements ClaimBoard {
  list(): Observable<Result<readonly Claim[], ClaimBoardError>> {
    return jsonRequest('GET', API_PATHS.claims).pipe(map((answer) => settle(answer, claimsOf)));
  }

  claim(input: ClaimInput): Observable<Result<Claim, ClaimBoardError>> {
    return jsonRequest('POST', API_PATHS.claims, input).pipe(map((answer) => settle(answer, claimOf, input.issueNumber)));
  }

  release(issueNumber: number): Observable<Result<null, ClaimBoardError>> {
    return jsonRequest('DELETE', `${API_PATHS.claims}/${issueNumber}`).pipe(map((answer) => settle(answer, () => null)));
  }
}
