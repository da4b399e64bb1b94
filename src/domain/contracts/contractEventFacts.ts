import type { ContractEvent } from './contractEvent';

/** The facts an event of a contract's history (or an inbox entry about it) may carry, each typed, null when absent. */
export interface ContractEventFacts {
  readonly githubUsername: string | null;
  readonly handcashHandle: string | null;
  /** Epoch ms. */
  readonly deadline: number | null;
  readonly pullRequest: number | null;
  readonly url: string | null;
  readonly payee: string | null;
  readonly satoshis: number | null;
  readonly transactionId: string | null;
  readonly reason: string | null;
}

type Detail = ContractEvent['detail'];
const textOf = (detail: Detail, key: string): string | null => {
  const value = detail[key];
  return typeof value === 'string' && value !== '' ? value : null;
};
const numberOf = (detail: Detail, key: string): number | null => {
  const value = detail[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/** Reads the facts of an event's `detail`: a fact of the wrong type is absent, never trusted. */
export const contractEventFacts = (detail: Detail): ContractEventFacts => ({
  githubUsername: textOf(detail, 'githubUsername'),
  handcashHandle: textOf(detail, 'handcashHandle'),
  deadline: numberOf(detail, 'deadline'),
  pullRequest: numberOf(detail, 'pullRequest'),
  url: textOf(detail, 'url'),
  payee: textOf(detail, 'payee'),
  satoshis: numberOf(detail, 'satoshis'),
  transactionId: textOf(detail, 'transactionId'),
  reason: textOf(detail, 'reason'),
});
