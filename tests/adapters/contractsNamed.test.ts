import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contractOfNamed, namedOfContract } from '../../src/adapters/http/contractsNamed';
import { NamedContract } from '../../src/adapters/wire/namedContracts.schema';
import { contract } from '../support/contractArbitrary';

describe('contracts with named fields', () => {
  it('reads back every contract it writes through JSON, frozen claim terms included, and each passes the API schema (property)', () => {
    fc.assert(
      fc.property(contract, (each) => {
        const named: unknown = JSON.parse(JSON.stringify(namedOfContract(each)));
        expect(v.safeParse(NamedContract, named).success).toBe(true);
        expect(contractOfNamed(named)).toEqual(each);
      }),
    );
  });

  it('names the terms the claim froze, and says null when it froze none', () => {
    const terms = { rewardAmount: 5000, rewardUnit: 'BAPP' as const, estimatedHours: 8 };
    const claimed = fc.sample(contract.filter((each) => each.assignee !== null), 1)[0]!;
    const withTerms = { ...claimed, assignee: { ...claimed.assignee!, terms } };
    const { terms: _dropped, ...withoutTerms } = withTerms.assignee;
    expect([namedOfContract(withTerms).assignee?.terms, namedOfContract({ ...claimed, assignee: withoutTerms }).assignee?.terms]).toEqual([terms, null]);
  });

  it('refuses malformed terms rather than paying on a guess', () => {
    const claimed = fc.sample(contract.filter((each) => each.assignee !== null), 1)[0]!;
    const named = JSON.parse(JSON.stringify(namedOfContract(claimed))) as { assignee: Record<string, unknown> };
    named.assignee['terms'] = { rewardAmount: 5, rewardUnit: 'BTC', estimatedHours: 1 };
    expect(contractOfNamed(named)).toBeNull();
  });
});
