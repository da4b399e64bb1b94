import type { MissedMerges } from '../../application/payments/missedMerges';
import { runOnLead } from './runOnLead';

/**
 * Wraps the scheduled jobs' `leads` so that each time this server takes the lead (at its start, or when the server
 * that led stopped), it pays the merges missed while no server ran (`MissedMerges.catchUp`), once per lead. The
 * catch-up runs beside the jobs, not before them; while the code host has not answered (no records yet), or when a
 * catch-up failed, it runs again at the next ask. A server that loses the lead catches up again when it takes it back.
 */
export function catchUpOnLead(
  leads: () => Promise<boolean>,
  missed: Pick<MissedMerges, 'catchUp'>,
  log: (line: string) => void,
): () => Promise<boolean> {
  return runOnLead(leads, async () => {
    try {
      const outcome = await missed.catchUp();
      if (outcome.kind === 'waiting') return false;
      for (const { issueNumber, outcome: payout } of outcome.payouts) {
        log(`Automatic payout: merged contract #${issueNumber}, missed while no server ran, ${payout.kind === 'failed' ? `failed (${payout.reason})` : payout.kind}.`);
      }
      return true;
    } catch (error) {
      log(`Automatic payout: the merges missed while no server ran could not be paid yet (${error instanceof Error ? error.message : String(error)}).`);
      return false;
    }
  });
}
