import { bsvDevchainTransactions } from '../../adapters/devchain/bsvDevchainTransactions.adapter';
import type { DevchainServerSettings } from '../../adapters/devchain/devchainSettings';
import { MemoryDevchainLedger } from '../../adapters/memory/memoryDevchainLedger';
import { Devchain } from '../../application/devchain/devchain';
import type { DevchainLedger } from '../../ports/devchainLedger.port';

/** The devchain, started once on first use, and how to stop its automatic mining. */
export interface DevchainOnServer {
  readonly chain: () => Promise<Devchain>;
  stop(): void;
}

/**
 * The server's one devchain over `ledger` (the database's; in memory when the server has none). It starts on first
 * use, so a server that never serves it never reads its rows. With `autoMineSeconds` and `runTimers`, a block is
 * mined every so often while the mempool holds transactions (an empty mempool mines nothing, so an idle server's
 * chain does not grow).
 */
export function devchainFor(settings: DevchainServerSettings, ledger: DevchainLedger | null, now: () => number, runTimers: boolean, log: (line: string) => void): DevchainOnServer {
  const devchain = new Devchain(bsvDevchainTransactions, ledger ?? new MemoryDevchainLedger(), settings, now);
  let started: Promise<Devchain> | null = null;
  const chain = () => {
    started ??= devchain.start().then(
      () => devchain,
      (error: unknown) => {
        started = null;
        throw error;
      },
    );
    return started;
  };
  const timer =
    runTimers && settings.autoMineSeconds !== null
      ? setInterval(() => {
          void chain()
            .then((ready) => (ready.hasPending() ? ready.mine(1) : null))
            .catch((error: unknown) => log(`devchain automatic mining failed: ${error instanceof Error ? error.message : String(error)}`));
        }, settings.autoMineSeconds * 1000)
      : null;
  timer?.unref();
  return { chain, stop: () => (timer === null ? undefined : clearInterval(timer)) };
}
