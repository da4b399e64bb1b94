/**
 * The domain's own shapes for what GitHub lists, already validated by an adapter. The issues list
 * also holds pull requests (items carrying a `pull_request` key): the adapter marks them
 * `isPullRequest`, and they never become contracts.
 */

export type GitHubState = 'open' | 'closed';

export interface GitHubIssueInput {
  readonly number: number;
  readonly htmlUrl: string;
  readonly title: string;
  readonly body: string | null;
  readonly state: GitHubState;
  readonly assigneeLogin: string | null;
  /** Label names (the adapter flattens `{ name }` objects and plain strings alike). */
  readonly labels: readonly string[];
  readonly isPullRequest: boolean;
  /**
   * GitHub's `author_association` of the issue's author (OWNER, MEMBER, COLLABORATOR, CONTRIBUTOR, NONE, ...), null
   * when the answer had none: whether a maintainer opened it (`bountyEligibility.ts`).
   */
  readonly authorAssociation: string | null;
  /**
   * GitHub's `updated_at` (any edit of the issue changes it), null when the answer had none: with the number it
   * says whether a body parsed before is still current.
   */
  readonly updatedAt: string | null;
}

export interface GitHubPullRequestInput {
  readonly number: number;
  readonly htmlUrl: string;
  readonly title: string;
  readonly body: string | null;
  readonly state: GitHubState;
  /** `merged_at` is non-null. */
  readonly merged: boolean;
  /** The login of the pull request's author (`user.login`); absent or null when the answer had none. */
  readonly authorLogin?: string | null;
  /**
   * GitHub's `created_at` (when it was opened) and `merged_at`, as GitHub writes them (ISO 8601); absent or null when
   * the answer had none. A pull request whose dates are unknown is never new work for a claim (`isNewWork`).
   */
  readonly createdAt?: string | null;
  readonly mergedAt?: string | null;
}
