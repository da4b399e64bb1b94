import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOUNTY_SORTS, type BountyQuery } from '../../../src/domain/repositories/bountyQuery';
import { bountyQueryParameters, readBountyQuery } from '../../../src/domain/repositories/bountyQueryText';

const reading = (search: string) => readBountyQuery((name) => new URLSearchParams(search).get(name));

describe('the bounty board’s address', () => {
  it('reads the filters it knows and leaves out the rest', () => {
    expect([
      reading('repository=acme/tools&minReward=100&maxReward=x&label=%20Rust%20&status=claimed&funded=true&sort=deadline'),
      reading('status=lost&sort=cheapest&funded=yes&minReward=-1'),
    ]).toEqual([
      { repository: 'acme/tools', minReward: 100, label: 'Rust', status: 'claimed', fundedOnly: true, sort: 'deadline' },
      { sort: 'reward' },
    ]);
  });

  it('reads back every query it writes', () => {
    const query: fc.Arbitrary<BountyQuery> = fc.record(
      {
        repository: fc.constantFrom('acme/tools', 'a/b'),
        minReward: fc.nat(10_000),
        maxReward: fc.nat(10_000),
        label: fc.constantFrom('Rust', 'C++', 'type script'),
        status: fc.constantFrom('available', 'completed', 'expired'),
        fundedOnly: fc.constant(true),
        sort: fc.constantFrom(...BOUNTY_SORTS),
      },
      { requiredKeys: ['sort'] },
    );
    fc.assert(
      fc.property(query, (written) => {
        expect(reading(new URLSearchParams(bountyQueryParameters(written)).toString())).toEqual(written);
      }),
    );
  });
});
