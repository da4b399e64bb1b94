import type { RepositoryAccess, RepositoryPermissions } from '../../ports/repositories/repositoryPermissions.port';
import type { SampleRepository } from './sampleRepository';

/**
 * The embedded default's other repositories, so connecting one works with no GitHub account: two sample
 * repositories, their issues in GitHub's REST shape, and who may write to them. The sandbox sign-in's logins are
 * their collaborators: `sandbox-alice` is an admin of both, `sandbox-bob` may write to `acme/tools`, and
 * `sandbox-carol` may only read (so a refusal can be seen too). Any other repository is not found.
 */
const issue = (repository: string, number: number, title: string, reward: string, skill: string, association = 'OWNER') => ({
  number,
  html_url: `https://github.com/${repository}/issues/${number}`,
  title,
  body: `## Description\n${title}.\n\n**Priority:** Medium\n**Estimated Hours:** 4\n**Token Reward:** ${reward}\n\n## Skills\n- ${skill}\n\n## Acceptance Criteria\n- [ ] Done with tests`,
  state: 'open',
  assignee: null,
  labels: [{ name: 'bounty' }],
  user: { login: repository.split('/')[0] },
  author_association: association,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-02T10:00:00Z',
});

export const SAMPLE_CONNECTABLE_REPOSITORIES: Readonly<Record<string, SampleRepository>> = {
  'acme/tools': {
    issues: [
      issue('acme/tools', 8, 'Colour output for the CLI', '1,000 BAPP', 'Rust'),
      issue('acme/tools', 7, 'A --json flag for every command', '2,500 BAPP', 'TypeScript'),
    ],
    pulls: [],
  },
  'acme/widgets': {
    issues: [issue('acme/widgets', 3, 'Dark theme for the date picker', '800 BCODE', 'CSS')],
    pulls: [],
  },
};

const SAMPLE_PERMISSIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'acme/tools': { 'sandbox-alice': 'admin', 'sandbox-bob': 'write', 'sandbox-carol': 'read' },
  'acme/widgets': { 'sandbox-alice': 'admin', 'sandbox-carol': 'read' },
};

const known = (fullName: string): string | undefined => Object.keys(SAMPLE_PERMISSIONS).find((name) => name === fullName.toLowerCase());

/** The sample repositories' lists (empty for another name). */
export const sampleRepositoryLists = (fullName: string): SampleRepository => {
  const name = known(fullName);
  return (name === undefined ? undefined : SAMPLE_CONNECTABLE_REPOSITORIES[name]) ?? { issues: [], pulls: [] };
};

/** GitHub's permission API as the sample repositories answer it, in process. */
export class SampleRepositoryPermissions implements RepositoryPermissions {
  accessOf(fullName: string, login: string): Promise<RepositoryAccess> {
    const name = known(fullName);
    if (name === undefined) return Promise.resolve('not-found');
    const permission = SAMPLE_PERMISSIONS[name]?.[login.toLowerCase()];
    return Promise.resolve(permission === 'admin' || permission === 'write' ? 'write' : 'read-only');
  }
}
