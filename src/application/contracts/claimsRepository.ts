import type { Claim } from '../../domain/contracts/claim';
import { parseStoredClaims } from '../../domain/contracts/storedClaims';
import type { KeyValueStore } from '../../ports/keyValueStore.port';

/** Where local claims are kept, per issue number (spec section 4). */
export const CLAIMS_STORAGE_KEY = 'contractClaims';

/** Reads and writes the local claims; whatever storage holds that is not a valid claim is dropped. */
export class ClaimsRepository {
  constructor(private readonly storage: KeyValueStore) {}

  all(): ReadonlyMap<number, Claim> {
    let stored: unknown = null;
    try {
      stored = JSON.parse(this.storage.read(CLAIMS_STORAGE_KEY) ?? 'null');
    } catch {
      // Invalid JSON: no claims.
    }
    return parseStoredClaims(stored);
  }

  save(claim: Claim): ReadonlyMap<number, Claim> {
    const claims = new Map(this.all());
    claims.set(claim.issueNumber, claim);
    this.storage.write(CLAIMS_STORAGE_KEY, JSON.stringify(Object.fromEntries(claims)));
    return claims;
  }
}
