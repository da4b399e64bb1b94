import type { ContractAssignee } from '../../../domain/contracts/contract';

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
