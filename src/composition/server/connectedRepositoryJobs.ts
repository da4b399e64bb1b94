import { ClaimExpiries } from '../../application/contracts/claimExpiries';
import type { ClaimExpiry } from '../../application/contracts/claimExpiry';
import type { ClaimChange } from '../../application/contracts/serverContracts';
import type { EscrowSweep } from '../../application/payments/escrow/escrowSweep';
import { runOnLead } from './runOnLead';

/** What the connected repositories give the scheduled jobs: their claim timers and their escrow's sweep. */
export interface ConnectedJobsSource {
  /** Each connected repository's claim timers (its own claims, contracts, history and inbox). */
  expiries(): Promise<readonly Pick<ClaimExpiry, 'sweep'>[]>;
  /** Null: no escrow here (no database or escrow wallet). */
  readonly escrow: Pick<EscrowSweep, 'sweep'> | null;
}

/**
 * The connected repositories' part of the scheduled jobs (issue 36), which the operator's claim timers run with their
 * own (one loop, one leader). The operator's contracts are wired first and start the timers; the connected
 * repositories, wired after them, `serve` their source here. Until then there is nothing of theirs to sweep, and the
 * escrow sweep is tried again at the next ask. A claim placed or ended on a connected repository wakes the timers.
 */
export class ConnectedRepositoryJobs {
  private source: ConnectedJobsSource | null = null;
  private readonly listeners = new Set<(change: ClaimChange | null) => void>();

  serve(source: ConnectedJobsSource): void {
    this.source = source;
  }

  /** The connected repositories' claim timers: ends the claims due, sends the reminders due, answers the next timer. */
  sweepClaims(): Promise<number | null> {
    const source = this.source;
    return source === null ? Promise.resolve(null) : new ClaimExpiries(() => source.expiries()).sweep();
  }

  /**
   * Wraps `leads` so that each lead sweeps the connected repositories' escrow (`EscrowSweep`) until nothing is left
   * pending or unread; what it paid, refunded or failed is logged (an answer still unknown is asked again, unlogged).
   */
  sweepEscrowOnLead(leads: () => Promise<boolean>, log: (line: string) => void): () => Promise<boolean> {
    return runOnLead(leads, async () => {
      const escrow = this.source?.escrow;
      if (this.source === null) return false;
      if (escrow === null || escrow === undefined) return true;
      try {
        const outcome = await escrow.sweep();
        for (const { repository, issueNumber, outcome: done } of outcome.contracts) {
          if (done.kind !== 'pending-check') log(`Escrow: funded contract ${repository}#${issueNumber}, resumed, ${done.kind === 'failed' ? `failed (${done.reason})` : done.kind}.`);
        }
        return outcome.kind === 'swept';
      } catch (error) {
        log(`Escrow: the connected repositories' funded contracts could not be swept yet (${error instanceof Error ? error.message : String(error)}).`);
        return false;
      }
    });
  }

  /** Told of each claim change on a connected repository (null: its contracts derived again). */
  claimChanged(change: ClaimChange | null): void {
    for (const listener of this.listeners) listener(change);
  }

  /** Listens to the connected repositories' claim changes; returns the unsubscribe. */
  onClaimChange(listener: (change: ClaimChange | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
