import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../../src/domain/contracts/claim';
import { deriveContracts } from '../../../src/domain/contracts/deriveContracts';
import { ContractCard } from '../../../src/ui/pages/contracts/ContractCard';
import { CONTRACT_TEXTS } from '../../../src/ui/pages/contracts/contracts.texts';
import { issueRecord } from '../../support/contractRecords';

const NOW = Date.UTC(2026, 10, 26, 12);
const TERMS = { rewardAmount: 1000, rewardUnit: 'BAPP', estimatedHours: 8 } as const;
const claim = (terms?: typeof TERMS): Claim => ({
  issueNumber: 7,
  githubUsername: 'octo',
  handcashHandle: 'octo',
  claimedBy: 'octo',
  claimedAt: NOW - 1000,
  deadline: NOW + 86_400_000,
  ...(terms === undefined ? {} : { terms }),
});

/** The card of issue 7, whose body now says `body`, claimed under `placed`. */
function card(body: string, placed: Claim) {
  const [contract] = deriveContracts([issueRecord(7, { title: 'Seven', body })], [], new Map([[7, placed]]), NOW);
  const { container } = render(<ContractCard contract={contract!} now={NOW} onOpen={() => undefined} />);
  return within(container).getByRole('article', { name: 'Seven' });
}

describe('the terms a claim froze, on the contract card', () => {
  it('says the terms changed since the claim, beside the claimed reward and hours, when the issue was edited after it', () => {
    const article = card('**Token Reward:** 45,000 BAPP\n**Estimated Hours:** 2', claim(TERMS));
    const terms = within(article).getByRole('region', { name: CONTRACT_TEXTS.claimedTermsLabel });
    expect([
      within(terms).getByRole('note').textContent,
      within(terms).getAllByRole('definition').map((figure) => figure.textContent),
      within(article).getAllByRole('definition')[1]?.textContent,
    ]).toEqual([CONTRACT_TEXTS.termsChanged, ['1,000 BAPP', '8h'], '45,000 BAPP']);
  });

  it('says nothing when the terms are those of the claim, or the claim’s terms are unknown', () => {
    const same = card('**Token Reward:** 1,000 BAPP', claim(TERMS));
    expect(within(same).queryByText(CONTRACT_TEXTS.termsChanged)).toBeNull();
    const unknown = card('**Token Reward:** 45,000 BAPP', claim());
    expect(within(unknown).queryByText(CONTRACT_TEXTS.termsChanged)).toBeNull();
  });
});
