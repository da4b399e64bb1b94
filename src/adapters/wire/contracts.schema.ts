import * as v from 'valibot';

/**
 * The answers of `/api/contracts` (the contracts the server derives from GitHub), registered for the OpenAPI document.
 */

const text = v.string();
const count = v.number();
const nullableText = v.nullable(v.string());

/** Why the server's GitHub data is missing or stale (a `CodeHostError`). */
export const FaultSchema = v.object({
  code: v.picklist(['rate-limited', 'http-status', 'network', 'malformed-response']),
  message: text,
  rateLimitResetAt: v.optional(count),
});

/**
 * `200` of `GET /api/contracts` (ETag; 304 when it matches): GitHub's fault, if any, and the contracts as compact rows,
 * one JSON array per contract, with the repository's issue and pull request URLs that their links continue
 * (`src/adapters/http/contractsWire.ts` writes and reads them; `X-Contracts-Checked-At` says when GitHub was last read).
 */
export const ContractsAnswer = v.object({
  success: v.literal(true),
  fault: v.nullable(FaultSchema),
  issueUrl: nullableText,
  pullUrl: nullableText,
  rows: v.array(v.array(v.unknown())),
});
/** `502 code-host-unavailable`: the server has never read the repository; the fault says why. */
export const CodeHostUnavailableProblem = v.object({ fault: FaultSchema });
