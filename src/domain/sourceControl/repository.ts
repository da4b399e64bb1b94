/** The branch a new workspace repository starts on. */
export const DEFAULT_BRANCH = 'main';

/** The name and address commits of the workspace carry (there is no account to take them from). */
export const COMMIT_AUTHOR = { name: 'BSV Workbench', email: 'workbench@localhost' } as const;

/** A commit of the workspace's repository, as the log shows it. */
export interface CommitEntry {
  /** The commit's object id (40 hex digits). */
  readonly id: string;
  readonly message: string;
  readonly author: string;
  /** When it was made, in milliseconds since the epoch. */
  readonly timestamp: number;
}

/** The short form of a commit id the log shows. */
export const shortCommitId = (id: string): string => id.slice(0, 7);

/**
 * The branch named by the text of a repository's `HEAD` file (`ref: refs/heads/<name>`); null when `HEAD` is
 * detached (an object id) or unreadable.
 */
export function branchOfHead(head: string): string | null {
  const match = /^ref:\s*refs\/heads\/(\S+)\s*$/.exec(head);
  return match?.[1] ?? null;
}
