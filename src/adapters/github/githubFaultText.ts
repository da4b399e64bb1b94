import type { CodeHostError } from '../../ports/codeHostError';
import type { UpstreamFault } from './githubUpstream';

/** What the browser is told about a fault (a `CodeHostError`; plain ASCII, so it also fits a header). */
export function faultForBrowser(fault: UpstreamFault): CodeHostError {
  switch (fault.kind) {
    case 'rate-limited':
      return { code: 'rate-limited', message: "The server's GitHub rate limit is used up.", rateLimitResetAt: fault.retryAt };
    case 'bad-token':
      return { code: 'http-status', message: "GitHub refused the server's token (401)." };
    case 'http-status':
      return { code: 'http-status', message: `GitHub answered ${fault.status}.` };
    case 'not-json':
      return { code: 'malformed-response', message: "GitHub's answer was not valid JSON." };
    case 'wrong-shape':
      return { code: 'malformed-response', message: "GitHub's answer was not a list." };
    case 'timeout':
      return { code: 'network', message: `GitHub did not answer within ${fault.afterMs / 1000} s.` };
    case 'network':
      return { code: 'network', message: 'GitHub could not be reached.' };
  }
}

/** The server log's line for a fault: what happened, and what to do when it is ours to fix. */
export function faultLogLine(url: string, fault: UpstreamFault): string {
  const prefix = `GitHub gateway: GET ${url}`;
  switch (fault.kind) {
    case 'rate-limited':
      return `${prefix} was rate limited; no call to GitHub before ${new Date(fault.retryAt).toISOString()}.`;
    case 'bad-token':
      return `${prefix} answered 401 Bad credentials: GITHUB_TOKEN is wrong, expired or revoked; set a token with read access to issues and pull requests.`;
    case 'http-status':
      return `${prefix} answered ${fault.status}.`;
    case 'not-json':
      return `${prefix} answered a body that is not JSON.`;
    case 'wrong-shape':
      return `${prefix} answered JSON of the wrong shape (expected a list).`;
    case 'timeout':
      return `${prefix} gave no answer within ${fault.afterMs / 1000} s; the call was abandoned.`;
    case 'network':
      return `${prefix} could not reach GitHub (network error).`;
  }
}
