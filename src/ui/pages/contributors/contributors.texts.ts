import { ROUTE_PATHS } from '../../../domain/app/routePaths';
import type { ContributorStats } from '../../../domain/hub/contributors';
import { bsv, groupThousands } from '../../shared/formatNumbers';
import type { HubStat } from '../hubShared/StatGrid';

export const CONTRIBUTORS_LEAD = 'The people who build the platform, and how to join them.';

/** Names the stat cards for assistive technology. */
export const CONTRIBUTOR_STATS_LABEL = 'Contributor stats';

export const CONTRIBUTORS_TITLE = 'Top contributors';

/** What is loading or failed to load on this page. */
export const CONTRIBUTORS_LOADING_WHAT = 'contributors';

/** The stat cards as they read: `42`, `1,247`, `15.7 BSV`, `28`. */
export const contributorStatCards = (stats: ContributorStats): readonly HubStat[] => [
  { label: 'Contributors', value: groupThousands(stats.contributors) },
  { label: 'Contributions', value: groupThousands(stats.contributions) },
  { label: 'Rewarded', value: bsv(stats.rewardedBsv) },
  { label: 'Projects', value: groupThousands(stats.projects) },
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
