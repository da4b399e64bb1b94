import { err, ok, type Result } from '../shared/result';
import type { ContractId } from './contract';
import { CONTRACT_ID_PREFIX } from './contractConstants';

/** `contract-<issue number>`. */
export const contractIdFor = (issueNumber: number): ContractId => `${CONTRACT_ID_PREFIX}${issueNumber}` as ContractId;

const CONTRACT_ID_PATTERN = new RegExp(`^${CONTRACT_ID_PREFIX}([1-9]\\d{0,15})$`);

/** Reads a `contract-<number>` id (e.g. from a route); the number must be a positive integer. */
export const parseContractId = (text: string): Result<ContractId, 'invalid-contract-id'> => {
  const match = CONTRACT_ID_PATTERN.exec(text);
  if (match === null || !Number.isSafeInteger(Number(match[1]))) return err('invalid-contract-id');
  return ok(text as ContractId);
};

/** The issue number a contract id stands for. */
export const issueNumberOf = (id: ContractId): number => Number(id.slice(CONTRACT_ID_PREFIX.length));
