import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContractStatus } from '../../../src/domain/contracts/contract';
import type { BountyListing } from '../../../src/domain/repositories/bountyListing';
import { bountyPageOf } from '../../../src/domain/repositories/bountyPage';
import { BOUNTY_SORTS, matchesBountyQuery, selectBounties, type BountyQuery } from '../../../src/domain/repositories/bountyQuery';
import { projectTotals } from '../../../src/domain/repositories/projectTotals';

const STATUSES: readonly ContractStatus[] = ['available', 'claimed', 'in_progress', 'submitted', 'expired', 'completed'];
const REPOSITORIES = ['acme/tools', 'acme/widgets', 'owner/operator'];

const listing = (repository: string, issueNumber: number, extra: Partial<BountyListing> = {}): BountyListing => ({
  key: `${repository}#${issueNumber}`,
  repository,
  issueNumber,
  issueUrl: `https://github.com/${repository}/issues/${issueNumber}`,
  title: `Issue ${issueNumber}`,
  rewardAmount: 100,
  rewardUnit: 'BAPP',
  status: 'available',
  labels: [],
  deadline: null,
  fundedSatoshis: 0,
  operator: repository === 'owner/operator',
  ...extra,
});

/** Listings with unique keys (a repository's issue numbers are unique). */
const listingsArbitrary = fc
  .uniqueArray(fc.record({ repository: fc.constantFrom(...REPOSITORIES), issueNumber: fc.integer({ min: 1, max: 60 }) }), { selector: (one) => `${one.repository}#${one.issueNumber}`, maxLength: 40 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map(({ repository, issueNumber }) =>
        fc.record({
          rewardAmount: fc.integer({ min: 0, max: 5_000 }),
          status: fc.constantFrom(...STATUSES),
          labels: fc.subarray(['Rust', 'TypeScript', 'CSS']),
          deadline: fc.option(fc.integer({ min: 0, max: 1_000 })),
          fundedSatoshis: fc.constantFrom(0, 0, 500),
        }).map((extra) => listing(repository, issueNumber, extra)),
      ),
    ),
  );

const queryArbitrary: fc.Arbitrary<BountyQuery> = fc.record(
  {
    repository: fc.constantFrom(...REPOSITORIES, 'ACME/TOOLS'),
    minReward: fc.integer({ min: 0, max: 5_000 }),
    maxReward: fc.integer({ min: 0, max: 5_000 }),
    label: fc.constantFrom('rust', 'TypeScript', 'Go'),
    status: fc.constantFrom(...STATUSES),
    fundedOnly: fc.boolean(),
    sort: fc.constantFrom(...BOUNTY_SORTS),
  },
  { requiredKeys: ['sort'] },
);

describe('the bounty board’s selection', () => {
  it('keeps only what every filter allows, completed contracts only when asked', () => {
    const listings = [
      listing('acme/tools', 7, { rewardAmount: 2500, labels: ['TypeScript'] }),
      listing('acme/tools', 8, { rewardAmount: 1000, labels: ['Rust'], status: 'claimed', deadline: 50 }),
      listing('acme/widgets', 3, { rewardAmount: 800, status: 'completed' }),
      listing('owner/operator', 12, { rewardAmount: 3000, deadline: 20, status: 'claimed' }),
    ];
    const keys = (query: BountyQuery) => selectBounties(listings, query).map((one) => one.key);
    expect({
      reward: keys({ sort: 'reward' }),
      newest: keys({ sort: 'newest' }),
      deadline: keys({ sort: 'deadline' }),
      tools: keys({ sort: 'reward', repository: 'ACME/tools' }),
      range: keys({ sort: 'reward', minReward: 1000, maxReward: 2500 }),
      rust: keys({ sort: 'reward', label: ' rust ' }),
      completed: keys({ sort: 'reward', status: 'completed' }),
      funded: keys({ sort: 'reward', fundedOnly: true }),
    }).toEqual({
      reward: ['owner/operator#12', 'acme/tools#7', 'acme/tools#8'],
      newest: ['owner/operator#12', 'acme/tools#8', 'acme/tools#7'],
      deadline: ['owner/operator#12', 'acme/tools#8', 'acme/tools#7'],
      tools: ['acme/tools#7', 'acme/tools#8'],
      range: ['acme/tools#7', 'acme/tools#8'],
      rust: ['acme/tools#8'],
      completed: ['acme/widgets#3'],
      funded: [],
    });
  });

  it('never adds a listing, keeps exactly the matching ones, and sorts them in the query’s total order (a permutation)', () => {
    fc.assert(
      fc.property(listingsArbitrary, queryArbitrary, (listings, query) => {
        const selected = selectBounties(listings, query);
        const matching = listings.filter((one) => matchesBountyQuery(one, query));
        expect([...selected].sort((a, b) => a.key.localeCompare(b.key))).toEqual([...matching].sort((a, b) => a.key.localeCompare(b.key)));
        expect(selectBounties([...listings].reverse(), query)).toEqual(selected);
      }),
    );
  });

  it('pages cover the selection exactly once, in order, whatever the page size', () => {
    fc.assert(
      fc.property(listingsArbitrary, queryArbitrary, fc.integer({ min: 1, max: 12 }), (listings, query, limit) => {
        const selected = selectBounties(listings, query);
        const seen: BountyListing[] = [];
        let after: string | null = null;
        for (let pages = 0; pages <= selected.length + 1; pages += 1) {
          const page = bountyPageOf(selected, after, limit);
          if (page === 'not-listed') throw new Error('a cursor it gave was refused');
          expect(page.listings.length).toBeLessThanOrEqual(limit);
          seen.push(...page.listings);
          after = page.next;
          if (after === null) break;
        }
        expect(seen).toEqual(selected);
      }),
    );
  });

  it('refuses a cursor naming a listing no longer selected', () => {
    expect(bountyPageOf([listing('acme/tools', 7)], 'acme/tools#9', 10)).toBe('not-listed');
  });
});

describe('a project’s totals', () => {
  it('count open and completed contracts and their rewards by unit; nothing is funded before escrow', () => {
    expect(
      projectTotals([
        listing('acme/tools', 7, { rewardAmount: 2500 }),
        listing('acme/tools', 8, { rewardAmount: 500, rewardUnit: 'BCODE', status: 'claimed' }),
        listing('acme/tools', 9, { rewardAmount: 700, status: 'completed' }),
      ]),
    ).toEqual({ openCount: 2, openReward: { BAPP: 2500, BCODE: 500 }, completedCount: 1, completedReward: { BAPP: 700, BCODE: 0 }, fundedSatoshis: 0 });
  });

  it('count every listing once: open + completed is the number of listings', () => {
    fc.assert(
      fc.property(listingsArbitrary, (listings) => {
        const totals = projectTotals(listings);
        expect(totals.openCount + totals.completedCount).toBe(listings.length);
      }),
    );
  });
});
