import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContractStatus } from '../../../src/domain/contracts/contract';
import { contractStats } from '../../../src/domain/contracts/contractStats';
import { filterByCategory } from '../../../src/domain/contracts/filterByCategory';

const STATUSES: readonly ContractStatus[] = ['available', 'claimed', 'in_progress', 'submitted', 'expired', 'completed'];

describe('contractStats', () => {
  it('counts claimed with in progress, submitted as under review, and expired in none', () => {
    const statuses = STATUSES.concat(['available', 'claimed']).map((status) => ({ status }));
    expect(contractStats(statuses)).toEqual({ available: 2, inProgress: 3, underReview: 1, completed: 1 });
  });

  it('sums to the count less the expired ones', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...STATUSES)), (statuses) => {
        const stats = contractStats(statuses.map((status) => ({ status })));
        const sum = stats.available + stats.inProgress + stats.underReview + stats.completed;
        expect(sum).toBeLessThanOrEqual(statuses.length);
        expect(sum).toBe(statuses.filter((status) => status !== 'expired').length);
      }),
    );
  });
});

describe('filterByCategory', () => {
  it('keeps the contracts of one category, in order', () => {
    const contracts = [
      { id: 1, category: 'writing' as const },
      { id: 2, category: 'developer' as const },
      { id: 3, category: 'writing' as const },
    ];
    expect(filterByCategory(contracts, 'writing').map((c) => c.id)).toEqual([1, 3]);
  });
});
