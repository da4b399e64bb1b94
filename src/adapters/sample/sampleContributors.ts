import type { Contributor, ContributorOverview } from '../../domain/hub/contributors';

const SAMPLE_CONTRIBUTORS: readonly Contributor[] = [
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

/** The contributors page of the embedded default: the hard-coded stats (spec section 9) and three cards. */
export const SAMPLE_CONTRIBUTOR_OVERVIEW: ContributorOverview = {
  stats: { contributors: 42, contributions: 1247, rewardedBsv: 15.7, projects: 28 },
  contributors: SAMPLE_CONTRIBUTORS,
};
