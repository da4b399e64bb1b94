/**
 * GitHub's collaborator permissions that may connect a repository to the hub: its `permission` field (`admin`,
 * `write`, `read`, `none`) or its finer `role_name` (`admin`, `maintain`, `write`, `triage`, `read`).
 */
export const CONNECTING_PERMISSIONS: readonly string[] = ['admin', 'maintain', 'write'];

/** Whether a login with `permission` (or `roleName`, GitHub's finer role; either may be null) may connect the repository. */
export const mayConnect = (permission: string | null, roleName: string | null): boolean =>
  [permission, roleName].some((value) => value !== null && CONNECTING_PERMISSIONS.includes(value.trim().toLowerCase()));
