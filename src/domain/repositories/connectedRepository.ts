/** A repository a maintainer connected to the hub; its issues become contracts under the same rules as the operator's. */
export interface ConnectedRepository {
  /** The id in its webhook delivery URL, `/api/github/webhook/<id>`. */
  readonly id: string;
  /** `owner/name` as the maintainer typed it (GitHub treats it without regard to case). */
  readonly fullName: string;
  /** The GitHub logins known to hold write access: the one that connected it first. */
  readonly maintainers: readonly string[];
  /** The HandCash handle of the person who connected it. */
  readonly connectedBy: string;
  /** Epoch ms. */
  readonly connectedAt: number;
}

/** Repository ids: 16 characters of base64url. */
export const CONNECTED_REPOSITORY_ID_PATTERN = /^[A-Za-z0-9_-]{16}$/;

/** Whether `login` is one of the repository's known maintainers (GitHub logins compare without regard to case). */
export const isMaintainerOf = (repository: Pick<ConnectedRepository, 'maintainers'>, login: string): boolean =>
  repository.maintainers.some((one) => one.toLowerCase() === login.toLowerCase());
