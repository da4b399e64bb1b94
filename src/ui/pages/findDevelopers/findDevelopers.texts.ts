/** Texts of the Find Developers page and its contact dialog. */
import type { ProjectBriefErrorCode } from '../../../domain/hub/projectBrief';
import { bsv } from '../../shared/formatNumbers';
import { NUL_CHARACTER_FIELD_MESSAGE } from '../../shared/storableText.texts';

export const FIND_DEVELOPERS_LEAD = 'Find developers by skill and availability.';

export const DEVELOPER_FILTER_TEXTS = {
  region: 'Filter developers',
  search: 'Search developers',
  searchPlaceholder: 'Name, title or skill',
  skill: 'Skill',
  anySkill: 'All skills',
  availability: 'Availability',
  anyAvailability: 'Any availability',
} as const;

/** How many developers the filters leave, announced politely. */
export const developerCountLabel = (shown: number, total: number): string =>
  `Showing ${shown} of ${total} developer${total === 1 ? '' : 's'}`;

export const NO_DEVELOPERS_MESSAGE = 'No developer matches these filters.';

export const CONTACT_BUTTON_LABEL = 'Contact';
/** The contact button's full name, which starts with its visible text: `Contact Alice Chen`. */
export const contactButtonName = (name: string): string => `${CONTACT_BUTTON_LABEL} ${name}`;

export const CONTACT_DIALOG_TEXTS = {
  title: (name: string) => `Contact ${name}`,
  briefLabel: 'Project brief',
  briefPlaceholder: 'What you need built, your timeline and your budget in BSV',
  send: 'Send brief',
  done: 'Done',
} as const;

/** The message of each error code of the project brief rule, shown under the brief. */
export const PROJECT_BRIEF_ERROR_MESSAGES: Readonly<Record<ProjectBriefErrorCode, string>> = {
  briefRequired: 'Write a short project brief.',
  nulCharacter: NUL_CHARACTER_FIELD_MESSAGE,
};

/** What is loading or failed to load on this page. */
export const DEVELOPERS_LOADING_WHAT = 'developer profiles';

/** Labels of a developer card's facts. */
export const DEVELOPER_CARD_TEXTS = {
  rate: 'Rate',
  experience: 'Experience',
  projects: 'Projects',
  rating: 'Rating',
  languages: 'Languages',
  timezone: 'Timezone',
  response: 'Responds',
  portfolio: 'Portfolio',
  skills: 'Skills',
} as const;

/** The portfolio link's full name, which starts with its visible text: `Portfolio of Alice Chen`. */
export const portfolioLinkName = (name: string): string => `${DEVELOPER_CARD_TEXTS.portfolio} of ${name}`;

/** `0.05 BSV/h` */
export const hourlyRateLabel = (rateBsv: number): string => `${bsv(rateBsv)}/h`;

/** `4.9 / 5` */
export const ratingLabel = (rating: number): string => `${rating} / 5`;

/** The service offers people posted, listed beside the sample profiles. */
export const OFFERS_SECTION_TEXTS = {
  title: 'Service offers',
  lead: 'Offers posted by signed-in developers. Contact one to send them a project brief.',
  loadingWhat: 'service offers',
  listLabel: 'Service offers',
  empty: 'No service offers yet. Post one from Create Service Offer.',
  badge: 'Offer',
  rate: 'Rate',
  availability: 'Availability',
  experience: 'Experience',
  contact: 'Contact details',
  skills: 'Skills',
  portfolio: 'Portfolio',
  withdraw: 'Withdraw offer',
  withdrawing: 'Withdrawing…',
} as const;

/** The sample profiles' heading: they are examples, with nobody behind them. */
export const SAMPLE_PROFILES_TITLE = 'Sample profiles';

/** The withdraw button's full name: `Withdraw offer sCrypt audits`. */
export const withdrawButtonName = (title: string): string => `${OFFERS_SECTION_TEXTS.withdraw} ${title}`;

/** Under the brief box of a sample profile's contact dialog, and once its brief is checked. */
export const SAMPLE_PROFILE_NOTICE = 'This is a sample profile: nothing you write here is stored or sent.';
export const sampleBriefChecked = (name: string): string => `${name} is a sample profile, so your brief was not stored or sent.`;
/** Once a brief reached the poster of an offer. */
export const briefSent = (handle: string): string => `Your brief was sent to $${handle}.`;
