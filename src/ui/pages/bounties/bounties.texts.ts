import type { ContractStatus } from '../../../domain/contracts/contract';
import type { BountySort } from '../../../domain/repositories/bountyQuery';
import type { RewardTotals } from '../../../domain/repositories/projectTotals';
import type { BountyBoardError } from '../../../ports/repositories/bountyBoardDesk.port';

/** The words of `/bounties`, `/projects` and a project's page. */
export const BOUNTY_TEXTS = {
  bountiesLead: 'Every open contract of every repository on the hub. Filter and sort them; the address keeps your filters.',
  projectsLead: 'The repositories whose issues are contracts here: the operator’s own, and those their maintainers connected.',
  contributorProjectsLead: 'Projects you can contribute to, with their open contracts and what they have paid out.',
  loading: 'Loading…',
  retry: 'Try again',
  empty: 'No contract matches these filters.',
  more: 'Show more',
  filtersLabel: 'Filter the bounties',
  repository: 'Repository',
  anyRepository: 'Every repository',
  minReward: 'Reward at least',
  maxReward: 'Reward at most',
  label: 'Label or language',
  status: 'Status',
  anyStatus: 'Every open status',
  fundedOnly: 'Funded only',
  sort: 'Sort by',
  apply: 'Apply',
  listLabel: 'Bounties',
  projectsLabel: 'Projects',
  operatorBadge: 'Operator’s repository',
  maintainers: 'Maintainers',
  noMaintainers: 'The operator’s repository: its maintainers are the operator’s.',
  contractsHeading: 'Contracts',
  noContracts: 'No contracts yet.',
  connectHeading: 'Connect a repository',
  connectLead: 'Maintainers: sign in with GitHub, then connect a repository you may write to. Its issues become contracts here under the same rules.',
  connectField: 'Repository (owner/name)',
  connect: 'Connect',
  connectSignedOut: 'Sign in to connect a repository you maintain.',
  secretNotice: 'Connected. Add a webhook on GitHub with this payload URL and secret, content type application/json. Copy the secret now: it will not be shown again.',
  deliveryLabel: 'Payload URL',
  secretLabel: 'Webhook secret',
  disconnect: 'Disconnect this repository',
  notFound: 'This repository is not on the hub.',
  back: 'All projects',
  seeOnContracts: 'Claim it on the Contracts page',
  seeOnGitHub: 'Issue on GitHub',
  claimLinkFirst: 'Sign in with GitHub to claim: a claim records your linked GitHub login, never a typed one.',
} as const;

/** The claim button of a connected repository's contract, e.g. `Claim #7`. */
export const claimLabel = (issueNumber: number): string => `Claim #${issueNumber}`;

export const SORT_TEXTS: Readonly<Record<BountySort, string>> = { reward: 'Reward', newest: 'Newest', deadline: 'Deadline' };

export const STATUS_TEXTS: Readonly<Record<ContractStatus, string>> = {
  available: 'Available',
  claimed: 'Claimed',
  in_progress: 'In progress',
  submitted: 'Submitted',
  expired: 'Expired',
  completed: 'Completed',
};

/** A reward, e.g. `2,500 BAPP`. */
export const rewardText = (amount: number, unit: string): string => `${amount.toLocaleString('en-US')} ${unit}`;

/** Totals by unit, leaving out the empty ones: `2,500 BAPP · 800 BCODE`, or `0`. */
export const totalsText = (totals: RewardTotals): string => {
  const parts = Object.entries(totals)
    .filter(([, amount]) => amount > 0)
    .map(([unit, amount]) => rewardText(amount, unit));
  return parts.length === 0 ? '0' : parts.join(' · ');
};

/** A project's figures line. */
export const projectFacts = (openCount: number, open: RewardTotals, completedCount: number, completed: RewardTotals, fundedSatoshis: number): string =>
  `${openCount} open (${totalsText(open)}) · ${completedCount} completed (${totalsText(completed)}) · funded ${(fundedSatoshis / 1e8).toLocaleString('en-US', { maximumFractionDigits: 8 })} BSV`;

const RULE_TEXTS: Readonly<Record<string, string>> = {
  'github-link-required': 'Sign in with GitHub first: a repository is connected as your linked GitHub login, never a typed one.',
  'repository-write-access-required': 'GitHub says your login cannot write to this repository: only its maintainers (write, maintain or admin) may connect it.',
  'repository-not-found': 'GitHub knows no such repository, or it is not visible to this server.',
  'repository-already-connected': 'This repository is already on the hub.',
  'repository-maintainer-required': 'Only a maintainer who connected this repository may disconnect it.',
  'invalid-repository': 'Write the repository as owner/name.',
  'code-host-unavailable': 'GitHub could not be asked just now. Try again in a minute.',
  'invalid-cursor': 'The list changed: it starts again from the top.',
  'contract-not-available': 'Someone claimed this contract first, or it is no longer open.',
  'contract-not-found': 'This contract is no longer open on GitHub.',
  'github-login-mismatch': 'A claim records the GitHub login linked to your session.',
};

/** The words for a refusal or failure of the board. */
export function boardErrorText(error: BountyBoardError): string {
  if (error.code === 'not-signed-in') return BOUNTY_TEXTS.connectSignedOut;
  if (error.code === 'not-found') return BOUNTY_TEXTS.notFound;
  if (error.code === 'refused' && error.rule !== undefined) return RULE_TEXTS[error.rule] ?? 'The server refused this request.';
  return 'The server could not be reached. Check your connection and try again.';
}
