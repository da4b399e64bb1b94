import { contractsOfWire } from '../../src/adapters/http/contractsWire';
import { contractsOfNamed } from '../../src/adapters/http/contractsNamed';
import type { Contract } from '../../src/domain/contracts/contract';

export interface Listed {
  readonly success: boolean;
  readonly fault: unknown;
  /** When the server's GitHub data was last confirmed, from `X-Contracts-Checked-At`. */
  readonly checkedAt: number | null;
  readonly contracts: readonly Contract[];
}

/** `GET /api/contracts`'s answer read back: its named contracts, or the compact rows of `contractsWire.ts` (`form=compact`). */
export async function listedContracts(response: Response): Promise<Listed> {
  const body = (await response.json()) as { success: boolean; fault: unknown };
  const checkedAt = response.headers.get('x-contracts-checked-at');
  return { success: body.success, fault: body.fault, checkedAt: checkedAt === null ? null : Number(checkedAt), contracts: contractsOfNamed(body) ?? contractsOfWire(body) ?? [] };
}

/** Each contract's status by issue number. */
export const statuses = (listed: Listed) => Object.fromEntries(listed.contracts.map((contract) => [contract.githubIssueNumber, contract.status]));
