import type { ContractEventKind } from './contractEvent';

/** The events the maintainers are told of: a merge (the payout is due) and a payment. */
export const MAINTAINER_NOTICE_KINDS: ReadonlySet<ContractEventKind> = new Set<ContractEventKind>(['merged', 'paid']);

/**
 * Who gets an inbox entry for an event of a contract's history: the people it concerns (its claimant, a payee) and,
 * for the kinds in `MAINTAINER_NOTICE_KINDS`, every maintainer; each once, blanks left out.
 */
export const noticeRecipients = (kind: ContractEventKind, concerned: readonly (string | null)[], maintainers: readonly string[]): readonly string[] => {
  const people = MAINTAINER_NOTICE_KINDS.has(kind) ? [...concerned, ...maintainers] : concerned;
  return [...new Set(people.filter((handle): handle is string => handle !== null && handle !== ''))];
};
