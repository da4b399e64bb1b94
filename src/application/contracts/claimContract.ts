import { createClaim, type Claim, type ClaimError, type ClaimInput } from '../../domain/contracts/claim';
import type { Result } from '../../domain/shared/result';
import type { Clock } from '../../ports/clock.port';
import type { ClaimsRepository } from './claimsRepository';
import type { ContractsStore } from './contractsState';

/** Claims a contract locally: validates the form, keeps the claim, and shows it on the contracts at once. */
export class ClaimContract {
  constructor(
    private readonly claims: ClaimsRepository,
    private readonly contracts: ContractsStore,
    private readonly clock: Clock,
  ) {}

  execute(input: ClaimInput): Result<Claim, ClaimError> {
    const result = createClaim(input, this.clock.now());
    if (result.ok) this.contracts.claimsChanged(this.claims.save(result.value));
    return result;
  }
}
