/** `owner/name`: letters, digits, `_`, `.` and `-` on each side of one slash. */
export const REPOSITORY_NAME_PATTERN = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;

/** Whether `repo` is a code host repository's full name, `owner/name`. */
export const isValidRepositoryName = (repo: string): boolean => REPOSITORY_NAME_PATTERN.test(repo);
