import { MemoryGitHubAnswerCache } from '../../adapters/github/githubAnswerCache';
import { GatewayContractRecords } from '../../adapters/github/gatewayContractRecords.adapter';
import { GitHubGateway } from '../../adapters/github/githubGateway';
import { StaticContractRecords } from '../../adapters/github/staticContractRecords.adapter';
import type { ServerSettings } from '../../adapters/config/serverSettings';
import type { SampleRepository } from '../../adapters/sample/sampleRepository';
import type { ContractRecordsSource } from '../../ports/contractRecordsSource.port';

/**
 * Where the server reads the records its contracts come from: the sample repository in process on the embedded
 * default; the GitHub gateway with `GITHUB_TOKEN`; otherwise GitHub itself, unauthenticated and paced under its quota.
 */
export function contractRecordsFor(
  settings: ServerSettings,
  sample: SampleRepository,
  gateway: GitHubGateway | null,
  now: () => number,
  log: (line: string) => void,
): ContractRecordsSource {
  if (settings.browser.mode === 'embedded') return new StaticContractRecords(() => sample, now);
  if (gateway !== null) return new GatewayContractRecords(gateway, now);
  const { apiUrl, repo, maxPages } = settings.browser.github;
  // The reader decides when to call (paced); the gateway only shares calls, keeps ETags and honours rate limits.
  const reader = new GitHubGateway({ settings: { apiUrl, repo, token: '', webhookSecret: null, maxPages }, cache: new MemoryGitHubAnswerCache(), now, log, revalidateMs: 0 });
  return new GatewayContractRecords(reader, now, true);
}
