import { describe, expect, it } from 'vitest';
import { SIDEBAR_SECTIONS } from '../../../src/ui/shell/sidebar.texts';

describe('sidebar links', () => {
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
