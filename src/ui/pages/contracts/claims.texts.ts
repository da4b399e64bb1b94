import type { ContractAssignee } from '../../../domain/contracts/contract';
import type { ClaimBoardError } from '../../../ports/claimBoard.port';
import { CLAIM_ERROR_MESSAGES } from './contracts.texts';

/** Texts of the shared claims in the contracts page's dialogs. */
export const CLAIM_TEXTS = {
  releaseClaim: 'Release claim',
  releasing: 'Releasing…',
  claiming: 'Claiming…',
  claimedByYou: 'You hold this claim.',
  expiredNote: 'This claim has passed its deadline: the contract can be claimed again.',
} as const;

/** A claim time as `2026-11-23 12:00 UTC`: the same for every visitor, whatever their time zone. */
export const formatClaimTime = (epochMs: number): string => `${new Date(epochMs).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** "Claimed by octocat ($audit) since 2026-11-23 12:00 UTC". */
export const claimedBySince = (holder: Pick<ContractAssignee, 'githubUsername' | 'handcashHandle' | 'claimedAt'>): string =>
  `Claimed by ${holder.githubUsername}${holder.handcashHandle === null ? '' : ` ($${holder.handcashHandle})`}` +
  (holder.claimedAt === null ? '' : ` since ${formatClaimTime(holder.claimedAt)}`);

/** The page's words for the server's claim refusals, by the code naming the rule (the form's own: `CLAIM_ERROR_MESSAGES`). */
export const CLAIM_REFUSAL_MESSAGES: Readonly<Record<string, string>> = {
  ...CLAIM_ERROR_MESSAGES,
  'contract-not-found': 'This issue is not a contract of this repository.',
  'contract-not-available': 'This contract is no longer available.',
  'assigned-elsewhere': 'GitHub assigns this issue to someone else, so it cannot be claimed.',
  'no-open-claim': 'This claim is no longer open.',
  'not-claimer': 'Only the person who claimed this contract can release it',
};

/** What a claim dialog says when the board refused: the rule's words when the page knows them, else the server's. */
export const claimBoardErrorText = (error: Exclude<ClaimBoardError, { code: 'taken' }>): string =>
  (error.reason === undefined ? undefined : CLAIM_REFUSAL_MESSAGES[error.reason]) ?? error.message;
