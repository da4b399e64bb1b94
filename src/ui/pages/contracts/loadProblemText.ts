import type { LoadProblem } from '../../../application/contracts/contractsState';
import { MINUTE_MS } from '../../../domain/contracts/contractConstants';
import { CONTRACT_TEXTS } from './contracts.texts';

/** When a rate limit resets, in words: `in 23 minutes`, `in 1 minute`, `now`. */
export function resetText(resetAt: number, now: number): string {
  const minutes = Math.ceil((resetAt - now) / MINUTE_MS);
  if (!(minutes > 0)) return 'now';
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** ` The limit resets in 23 minutes.` for a spent rate limit whose reset is known, else nothing. */
const resetSentence = ({ error, seenAt }: LoadProblem): string =>
  error.code === 'rate-limited' && error.rateLimitResetAt !== undefined ? ` The limit resets ${resetText(error.rateLimitResetAt, seenAt)}.` : '';

/** The explanation on the fallback card: the cause, and when a spent rate limit resets. */
export const fallbackExplanation = (problem: LoadProblem): string =>
  `${CONTRACT_TEXTS.fallbackIntro} ${problem.error.message}${resetSentence(problem)} ${CONTRACT_TEXTS.fallbackAdvice}`;

/** The note above the contracts kept for offline use: `Offline: the contracts as of 2026-11-29 04:12 UTC.` */
export const offlineNote = (keptAt: number): string => `${CONTRACT_TEXTS.offlineNotePrefix} ${new Date(keptAt).toISOString().slice(0, 16).replace('T', ' ')} UTC.`;

/** The notice above last good data when a refresh failed. */
export const staleDataNotice = (problem: LoadProblem): string =>
  `${CONTRACT_TEXTS.staleDataNoticePrefix} ${problem.error.message}${resetSentence(problem)}`;
