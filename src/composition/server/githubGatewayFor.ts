import { MemoryGitHubAnswerCache } from '../../adapters/github/githubAnswerCache';
import { GitHubGateway, type GitHubGatewayOptions } from '../../adapters/github/githubGateway';
import type { ServerSettings } from '../../adapters/config/serverSettings';

/** What a caller (a test, the benchmark, a database-backed cache) may set instead of the defaults. */
export type GitHubGatewayOverrides = Partial<Omit<GitHubGatewayOptions, 'settings'>>;

/** The gateway the settings ask for (null without `GITHUB_TOKEN`), in memory unless a cache is given. */
export function githubGatewayFor(
  settings: ServerSettings,
  overrides: GitHubGatewayOverrides = {},
): { readonly gateway: GitHubGateway; readonly now: () => number; readonly log: (line: string) => void } | null {
  if (settings.githubGateway === null) return null;
  const now = overrides.now ?? Date.now;
  const log = overrides.log ?? ((line: string) => console.warn(line));
  const gateway = new GitHubGateway({ cache: new MemoryGitHubAnswerCache(), ...overrides, now, log, settings: settings.githubGateway });
  return { gateway, now, log };
}
