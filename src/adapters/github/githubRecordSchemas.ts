import * as v from 'valibot';
import type { GitHubIssueInput, GitHubPullRequestInput } from '../../domain/contracts/githubRecords';

/**
 * GitHub's JSON is untrusted: each item is validated here, and a malformed item is skipped, not fatal. valibot (one
 * small function per check, so the bundle holds only those used) keeps the contracts page's code small.
 */

const issueNumber = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const state = v.picklist(['open', 'closed']);
/** Missing, null or text; read as `?? null` (an absent key skips a valibot pipe, so no transform here). */
const body = v.nullish(v.string());

const labelName = (label: unknown): string | null => {
  if (typeof label === 'string') return label;
  if (typeof label === 'object' && label !== null && typeof (label as { name?: unknown }).name === 'string') {
    return (label as { name: string }).name;
  }
  return null;
};

const issueSchema = v.object({
  number: issueNumber,
  html_url: v.string(),
  title: v.string(),
  body,
  state,
  assignee: v.nullish(v.object({ login: v.string() })),
  labels: v.nullish(v.array(v.unknown())),
  pull_request: v.optional(v.unknown()),
  updated_at: v.nullish(v.string()),
  author_association: v.nullish(v.string()),
});

const pullSchema = v.object({
  number: issueNumber,
  html_url: v.string(),
  title: v.string(),
  body,
  state,
  merged_at: v.nullish(v.string()),
  created_at: v.nullish(v.string()),
  user: v.nullish(v.object({ login: v.string() })),
});

/** The items of an issues list that pass validation, or null when the answer is not an array. */
export function parseIssueList(json: unknown): GitHubIssueInput[] | null {
  if (!Array.isArray(json)) return null;
  return json.flatMap((item) => {
    const parsed = v.safeParse(issueSchema, item);
    if (!parsed.success) return [];
    const issue = parsed.output;
    return [
      {
        number: issue.number,
        htmlUrl: issue.html_url,
        title: issue.title,
        body: issue.body ?? null,
        state: issue.state,
        assigneeLogin: issue.assignee?.login ?? null,
        labels: (issue.labels ?? []).map(labelName).filter((name): name is string => name !== null),
        isPullRequest: typeof item === 'object' && item !== null && 'pull_request' in item,
        updatedAt: issue.updated_at ?? null,
        authorAssociation: issue.author_association ?? null,
      },
    ];
  });
}

/** The items of a pulls list that pass validation, or null when the answer is not an array. */
export function parsePullList(json: unknown): GitHubPullRequestInput[] | null {
  if (!Array.isArray(json)) return null;
  return json.flatMap((item) => {
    const parsed = v.safeParse(pullSchema, item);
    if (!parsed.success) return [];
    const pull = parsed.output;
    return [
      {
        number: pull.number,
        htmlUrl: pull.html_url,
        title: pull.title,
        body: pull.body ?? null,
        state: pull.state,
        merged: Boolean(pull.merged_at),
        authorLogin: pull.user?.login ?? null,
        createdAt: pull.created_at ?? null,
        mergedAt: pull.merged_at ?? null,
      },
    ];
  });
}
