import { describe, expect, it } from 'vitest';
import { gitHubSectionUrl, SIDEBAR_SECTIONS } from '../../../src/domain/shell/sidebarLinks';

describe('sidebar links', () => {
  it('build GitHub addresses for issues, the repository and pull requests', () => {
    const base = 'https://github.com/o/r/';
    expect([gitHubSectionUrl(base, 'issues'), gitHubSectionUrl(base, 'repository'), gitHubSectionUrl(base, 'pulls')]).toEqual([
      'https://github.com/o/r/issues',
      'https://github.com/o/r',
      'https://github.com/o/r/pulls',
    ]);
  });

  it('list every internal path of the spec once', () => {
    const paths = SIDEBAR_SECTIONS.flatMap((section) => section.links).flatMap((link) => (link.kind === 'internal' ? [link.path] : []));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining(['/token', '/exchange', '/contracts', '/developers/create-offer', '/maintainers/commission',
        '/maintainers/find-developers', '/enterprise', '/reviews', '/contributors/tasks', '/bounties', '/projects',
        '/contributors', '/api', '/docs', '/changelog', '/status']),
    );
  });
});
