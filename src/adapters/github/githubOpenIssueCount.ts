import type { CachedGitHubAnswer } from './githubAnswerCache';
import type { GitHubGateway } from './githubGateway';
import type { UpstreamFault } from './githubUpstream';

const openIssuesByAnswer = new WeakMap<CachedGitHubAnswer, number>();

/** Open issues on one page of the issues list; pull requests (items with `pull_request`) are not counted. */
function openIssuesOn(answer: CachedGitHubAnswer): number {
  const known = openIssuesByAnswer.get(answer);
  if (known !== undefined) return known;
  const items = JSON.parse(answer.body) as unknown[];
  const count = items.filter(
    (item) => typeof item === 'object' && item !== null && (item as { state?: unknown }).state === 'open' && !('pull_request' in item),
  ).length;
  openIssuesByAnswer.set(answer, count);
  return count;
}

/**
 * The open-issue count from the same pages the contracts page reads (no search call): every page up to
 * `maxPages`, each through the gateway's cache. A page that has no answer at all fails the count.
 */
export async function gatewayOpenIssueCount(gateway: GitHubGateway): Promise<{ readonly count: number } | { readonly fault: UpstreamFault }> {
  let count = 0;
  for (let page = 1; page <= gateway.settings.maxPages; page += 1) {
    const { answer, fault } = await gateway.read(gateway.listUrl('issues', page));
    if (answer === null) return { fault: fault ?? { kind: 'network' } };
    count += openIssuesOn(answer);
    if (!answer.hasNext) break;
  }
  return { count };
}
