import type { ContractStatus } from '../contracts/contract';
import { BOUNTY_SORTS, type BountyQuery, type BountySort } from './bountyQuery';

const STATUSES: readonly ContractStatus[] = ['available', 'claimed', 'in_progress', 'submitted', 'expired', 'completed'];
const WHOLE = /^\d{1,15}$/;

/**
 * The board's query as a page address writes it (`?repository=…&minReward=…&label=…&status=…&funded=true&sort=…`),
 * read leniently: a parameter that is not one the board knows is left out (the address is the person's to edit).
 */
export function readBountyQuery(get: (name: string) => string | null): BountyQuery {
  const text = (name: string): string | undefined => {
    const value = get(name)?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const whole = (name: string): number | undefined => {
    const value = text(name);
    return value !== undefined && WHOLE.test(value) ? Number(value) : undefined;
  };
  const sort = text('sort');
  const status = text('status');
  const repository = text('repository');
  const label = text('label');
  const minReward = whole('minReward');
  const maxReward = whole('maxReward');
  return {
    sort: BOUNTY_SORTS.includes(sort as BountySort) ? (sort as BountySort) : 'reward',
    ...(repository === undefined ? {} : { repository }),
    ...(minReward === undefined ? {} : { minReward }),
    ...(maxReward === undefined ? {} : { maxReward }),
    ...(label === undefined ? {} : { label }),
    ...(STATUSES.includes(status as ContractStatus) ? { status: status as ContractStatus } : {}),
    ...(text('funded') === 'true' ? { fundedOnly: true } : {}),
  };
}

/** The address parameters of `query`, in a fixed order (the default sort is left out). */
export function bountyQueryParameters(query: BountyQuery): [string, string][] {
  const entries: [string, string | undefined][] = [
    ['repository', query.repository],
    ['minReward', query.minReward?.toString()],
    ['maxReward', query.maxReward?.toString()],
    ['label', query.label],
    ['status', query.status],
    ['funded', query.fundedOnly === true ? 'true' : undefined],
    ['sort', query.sort === 'reward' ? undefined : query.sort],
  ];
  return entries.filter((entry): entry is [string, string] => entry[1] !== undefined);
}
