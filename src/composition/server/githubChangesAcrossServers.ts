import type { GitHubGateway } from '../../adapters/github/githubGateway';
import type { ChangeSignals } from '../../ports/changeSignals.port';

/**
 * GitHub's changes, shared between the servers of one database: when this server's gateway sees an answer change
 * (a webhook's refresh, or a read that found news), it sends the `github` signal; when another server's signal
 * comes, this gateway refreshes its kept answers (conditional requests, each URL at most once a second), so its live
 * streams tell of the change too, wherever GitHub's webhook was delivered. A refresh that finds nothing new sends
 * nothing, so the signals end after one round. Returns the unsubscribe.
 */
export function shareGitHubChanges(gateway: GitHubGateway, signals: ChangeSignals): () => void {
  const stopSending = gateway.onChange(() => void signals.send('github'));
  const stopHearing = signals.listen(({ topic, fromHere }) => {
    if ((topic === 'github' || topic === 'everything') && !fromHere) void gateway.refreshAll().catch(() => undefined);
  });
  return () => {
    stopSending();
    stopHearing();
  };
}
