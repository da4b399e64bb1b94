import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BountySelections } from '../../../src/application/repositories/bountySelections';
import type { BountyListing } from '../../../src/domain/repositories/bountyListing';
import { bountyPageOf } from '../../../src/domain/repositories/bountyPage';
import { BOUNTY_SORTS, selectBounties, type BountyQuery } from '../../../src/domain/repositories/bountyQuery';

const listing = (repository: string, issueNumber: number, rewardAmount: number, labels: string[] = []): BountyListing => ({
  key: `${repository}#${issueNumber}`,
  repository,
  issueNumber,
  issueUrl: `https://github.com/${repository}/issues/${issueNumber}`,
  title: `Issue ${issueNumber}`,
  rewardAmount,
  rewardUnit: 'BAPP',
  status: 'available',
  labels,
  deadline: null,
  fundedSatoshis: 0,
  operator: false,
});

const part = (repository: string, rewards: readonly number[]) => rewards.map((reward, index) => listing(repository, index + 1, reward, index % 2 === 0 ? ['Rust'] : []));

describe('BountySelections', () => {
  it('answers as selecting afresh would, for any query, while the parts are unchanged and after one changes', () => {
    const rewards = fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 12 });
    const query = fc.record({ sort: fc.constantFrom(...BOUNTY_SORTS), label: fc.constantFrom(undefined, 'rust'), minReward: fc.constantFrom(undefined, 50) });
    fc.assert(
      fc.property(rewards, rewards, fc.array(query, { minLength: 1, maxLength: 5 }), (first, second, queries) => {
        const selections = new BountySelections();
        const parts = [part('acme/tools', first), part('acme/widgets', second)];
        const changed = [parts[0]!, part('acme/widgets', [...second, 7])];
        for (const current of [parts, parts, changed]) {
          for (const asked of queries as BountyQuery[]) {
            expect(selections.select(current, asked).listings).toEqual(selectBounties(current.flat(), asked));
          }
        }
      }),
    );
  });

  it('sorts once per state of the board: the same selection is handed out again, and a changed part makes a new one', () => {
    const selections = new BountySelections();
    const tools = part('acme/tools', [5, 9, 1]);
    const widgets = part('acme/widgets', [3]);
    const query: BountyQuery = { sort: 'reward' };
    const first = selections.select([tools, widgets], query).listings;
    expect(selections.select([tools, widgets], { sort: 'reward' }).listings).toBe(first);
    const after = selections.select([tools, part('acme/widgets', [30])], query).listings;
    expect(after).not.toBe(first);
    expect(after.map((one) => one.key)).toEqual(['acme/widgets#1', 'acme/tools#2', 'acme/tools#1', 'acme/tools#3']);
  });

  it('pages by cursor through its index as through the list itself, and says `not-listed` of a key it lost', () => {
    const selections = new BountySelections();
    const parts = [part('acme/tools', [5, 9, 1, 4, 8])];
    const selection = selections.select(parts, { sort: 'reward' });
    const page = bountyPageOf(selection.listings, 'acme/tools#1', 2, (key) => selection.positionOf(key));
    expect(page).toEqual(bountyPageOf(selection.listings, 'acme/tools#1', 2));
    expect(bountyPageOf(selection.listings, 'acme/tools#99', 2, (key) => selection.positionOf(key))).toBe('not-listed');
  });
});
