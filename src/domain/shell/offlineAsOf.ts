/** One page's latest answer for one API address: when its offline copy was received, or null for a fresh answer. */
export interface AnswerAge {
  readonly page: string;
  readonly keptAt: number | null;
}

/**
 * The time a page's data is "as of" when some of it came from the offline copy: the oldest kept answer among the
 * page's latest answers (so the note never claims data newer than the oldest shown); null when all are fresh.
 */
export function offlineAsOf(answers: readonly AnswerAge[], page: string): number | null {
  let oldest: number | null = null;
  for (const answer of answers) {
    if (answer.page !== page || answer.keptAt === null) continue;
    if (oldest === null || answer.keptAt < oldest) oldest = answer.keptAt;
  }
  return oldest;
}

/** The one answer kept per page and API address: a newer answer to the same address replaces the older. */
export const pageAnswerKey = (answer: { readonly page: string; readonly path: string }): string => `${answer.page} ${answer.path}`;
