import type { Claim } from './claim';

type Fields = Readonly<Record<string, unknown>>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isIssueNumber = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const ISSUE_KEY = /^[1-9]\d{0,15}$/;

/** One stored entry as a claim, or null when any field is missing or wrong. */
const claimOf = (value: unknown, keyNumber: number | null): Claim | null => {
  if (!isFields(value)) return null;
  const issueNumber = value['issueNumber'] ?? keyNumber;
  if (!isIssueNumber(issueNumber) || (keyNumber !== null && issueNumber !== keyNumber)) return null;
  const githubUsername = text(value['githubUsername']);
  const handcashHandle = text(value['handcashHandle']);
  const { claimedAt, deadline } = value;
  if (githubUsername === null || handcashHandle === null || !isTime(claimedAt) || !isTime(deadline)) return null;
  if (deadline < claimedAt) return null;
  return { issueNumber, githubUsername, handcashHandle, claimedAt, deadline };
};

/**
 * The claims in whatever storage held (parsed JSON of any shape), never throwing. Accepted: an
 * object keyed by issue number (`{ "25": { githubUsername, handcashHandle, claimedAt, deadline } }`,
 * an `issueNumber` field must then match the key) or an array of claims with `issueNumber`. Times
 * are epoch ms. Invalid entries are dropped (a throwing getter ends the reading); with the same issue twice, the later entry wins.
 */
export const parseStoredClaims = (stored: unknown): ReadonlyMap<number, Claim> => {
  const claims = new Map<number, Claim>();
  const keep = (claim: Claim | null): void => {
    if (claim !== null) claims.set(claim.issueNumber, claim);
  };
  try {
    if (Array.isArray(stored)) {
      for (const entry of stored as readonly unknown[]) keep(claimOf(entry, null));
    } else if (isFields(stored)) {
      for (const key of Object.keys(stored)) {
        if (ISSUE_KEY.test(key)) keep(claimOf(stored[key], Number(key)));
      }
    }
  } catch {
    // Only a hostile value (a throwing getter or proxy) gets here: keep what was read.
  }
  return claims;
};

/** The claims as a plain object keyed by issue number, ready for JSON; `parseStoredClaims` reads it back. */
export const storableClaims = (claims: ReadonlyMap<number, Claim>): Readonly<Record<string, Claim>> => {
  const stored: Record<string, Claim> = {};
  for (const [issueNumber, claim] of claims) stored[String(issueNumber)] = claim;
  return stored;
};
