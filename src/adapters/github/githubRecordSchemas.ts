import * as z from 'zod/mini';
import type { GitHubIssueInput, GitHubPullRequestInput } from '../../domain/contracts/githubRecords';

/**
 * GitHub's JSON is untrusted: each item is validated here, and a malformed item is skipped, not fatal. `zod/mini`
 * (the same checks as zod with functions in place of methods) keeps the contracts page's code small.
 */

// zod otherwise probes `new Function` at start-up, which the Content-Security-Policy (no unsafe-eval) reports.
z.config({ jitless: true });

const issueNumber = z.int().check(z.positive());
const state = z.enum(['open', 'closed']);
const body = z.pipe(z.nullish(z.string()), z.transform((value) => value ?? null));

const labelName = (label: unknown): string | null => {
  if (typeof label === 'string') return label;
  if (typeof label === 'object' && label !== null && typeof (label as { name?: unknown }).name === 'string') {
    return (label as { name: string }).name;
  }
  return null;
};

const issueSchema = z.object({
  number: issueNumber,
  html_url: z.string(),
  title: z.string(),
  body,
  state,
  assignee: z.nullish(z.object({ login: z.string() })),
  labels: z.nullish(z.array(z.unknown())),
  pull_request: z.optional(z.unknown()),
  updated_at: z.nullish(z.string()),
});

const pullSchema = z.object({
  number: issueNumber,
  html_url: z.string(),
  title: z.string(),
  body,
  state,
  merged_at: z.nullish(z.string()),
});

/** The items of an issues list that pass validation, or null when the answer is not an array. */
export function parseIssueList(json: unknown): GitHubIssueInput[] | null {
  if (!Array.isArray(json)) return null;
  return json.flatMap((item) => {
    const parsed = issueSchema.safeParse(item);
    if (!parsed.success) return [];
    const issue = parsed.data;
    return [
      {
        number: issue.number,
        htmlUrl: issue.html_url,
        title: issue.title,
        body: issue.body,
        state: issue.state,
        assigneeLogin: issue.assignee?.login ?? null,
        labels: (issue.labels ?? []).map(labelName).filter((name): name is string => name !== null),
        isPullRequest: typeof item === 'object' && item !== null && 'pull_request' in item,
        updatedAt: issue.updated_at ?? null,
      },
    ];
  });
}

/** The items of a pulls list that pass validation, or null when the answer is not an array. */
export function parsePullList(json: unknown): GitHubPullRequestInput[] | null {
  if (!Array.isArray(json)) return null;
  return json.flatMap((item) => {
    const parsed = pullSchema.safeParse(item);
    if (!parsed.success) return [];
    const pull = parsed.data;
    return [{ number: pull.number, htmlUrl: pull.html_url, title: pull.title, body: pull.body, state: pull.state, merged: Boolean(pull.merged_at) }];
  });
}
