/** Which page of the code repository an external link opens. */
export type GitHubSection = 'issues' | 'repository' | 'pulls';

/** The web address of a section of the code repository, e.g. `https://github.com/o/r/issues`. */
export function gitHubSectionUrl(repositoryUrl: string, section: GitHubSection): string {
  const base = repositoryUrl.replace(/\/+$/, '');
  return section === 'repository' ? base : `${base}/${section}`;
}
