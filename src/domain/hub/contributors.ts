import { ROUTE_PATHS } from '../app/routePaths';
import type { HubStat } from './hubStat';

export const CONTRIBUTORS_LEAD = 'The people who build the platform, and how to join them.';

/** Hard-coded contributor stats (spec section 9). */
export const CONTRIBUTOR_STATS: readonly HubStat[] = [
  { label: 'Contributors', value: '42' },
  { label: 'Contributions', value: '1,247' },
  { label: 'Rewarded', value: '15.7 BSV' },
  { label: 'Projects', value: '28' },
];

/** A contributor card (static sample data). */
export interface Contributor {
  readonly name: string;
  readonly username: string;
  readonly role: string;
  readonly contributions: number;
  /** BSV rewarded so far. */
  readonly rewardedBsv: number;
  readonly specialties: readonly string[];
}

/** Names the stat cards for assistive technology. */
export const CONTRIBUTOR_STATS_LABEL = 'Contributor stats';

export const CONTRIBUTORS_TITLE = 'Top contributors';

export const CONTRIBUTORS: readonly Contributor[] = [
  {
    name: 'Daniel Park',
    username: 'dpark',
    role: 'Core maintainer',
    contributions: 312,
    rewardedBsv: 4.2,
    specialties: ['Editor', 'TypeScript', 'Reviews'],
  },
  {
    name: 'Amara Okafor',
    username: 'amaraokafor',
    role: 'Smart contract contributor',
    contributions: 187,
    rewardedBsv: 2.9,
    specialties: ['sCrypt', 'Testing', 'Security'],
  },
  {
    name: 'Lukas Weber',
    username: 'lweber',
    role: 'Documentation lead',
    contributions: 141,
    rewardedBsv: 1.6,
    specialties: ['Guides', 'API docs', 'Templates'],
  },
];

export const CONTRIBUTOR_CARD_TEXTS = {
  contributions: 'Contributions',
  rewarded: 'Rewarded',
  specialties: 'Specialties',
} as const;

export const BECOME_CONTRIBUTOR = {
  title: 'Become a contributor',
  text: 'Pick an open task, open a pull request and earn BSV and BCODE rewards when it is merged.',
  linkLabel: 'Browse open tasks',
  path: ROUTE_PATHS.contributorTasks,
} as const;
