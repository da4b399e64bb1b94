import type { Contract } from '../../../domain/contracts/contract';
import { frozenTermsOf, termsChangedSinceClaim } from '../../../domain/contracts/claimTerms';
import { CONTRACT_TEXTS } from './contracts.texts';
import { formatReward } from './formatReward';

/**
 * The terms a contract's claim froze, shown only when the issue was edited since the claim: "Terms changed since
 * the claim" beside the claimed reward and hours (what the claim keeps, and what it pays). Nothing otherwise.
 */
export function ClaimedTerms({ contract }: { readonly contract: Contract }) {
  const frozen = frozenTermsOf(contract);
  if (frozen === null || !termsChangedSinceClaim(contract)) return null;
  return (
    <section className="contract-claimed-terms" aria-label={CONTRACT_TEXTS.claimedTermsLabel}>
      <p className="contract-terms-changed" role="note">
        {CONTRACT_TEXTS.termsChanged}
      </p>
      <dl className="contract-facts">
        <div>
          <dt>{CONTRACT_TEXTS.claimedReward}</dt>
          <dd>{formatReward(frozen.rewardAmount, frozen.rewardUnit)}</dd>
        </div>
        <div>
          <dt>{CONTRACT_TEXTS.claimedHours}</dt>
          <dd>
            {frozen.estimatedHours}
            {CONTRACT_TEXTS.estimatedHoursSuffix}
          </dd>
        </div>
      </dl>
    </section>
  );
}
