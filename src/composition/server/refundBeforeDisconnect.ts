import type { EscrowLedgerRepository } from '../../ports/escrowLedger.port';
import type { RepositoryEscrow } from './repositoryEscrow';

/**
 * Refunds every funded bounty of `fullName` to its funder (its maintainer disconnects it): resolves once nothing is
 * held, paying or refunding any more; rejects while a refund's wallet answer is unknown or a payout is under way, so
 * the repository stays connected (503, try again) and no funds are left behind a removed repository.
 */
export async function refundAll(escrow: RepositoryEscrow | null, ledger: Pick<EscrowLedgerRepository, 'all'> | null, fullName: string): Promise<void> {
  if (ledger === null) return;
  const open = (await ledger.all(fullName)).filter((entry) => entry.state === 'held' || entry.state === 'refunding' || entry.state === 'paying' || entry.state === 'funding');
  if (open.length === 0) return;
  if (escrow === null) throw new Error(`${fullName} holds funded bounties and no escrow wallet can refund them`);
  for (const entry of open) {
    if (entry.state !== 'held' && entry.state !== 'refunding') throw new Error(`${fullName}#${entry.issueNumber} is ${entry.state}: try again later`);
    const outcome = await escrow.refund.refund(entry.issueNumber, 'cancelled');
    if (outcome.kind !== 'refunded') throw new Error(`${fullName}#${entry.issueNumber} could not be refunded (${outcome.kind === 'refused' ? outcome.code : outcome.kind})`);
  }
}
