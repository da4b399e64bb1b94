import { describe, expect, it } from 'vitest';
import { gitHubSectionUrl } from '../../../src/domain/shell/gitHubSection';

describe('gitHubSectionUrl', () => {
  it('builds GitHub addresses for issues, the repository and pull requests', () => {
    const base = 'https://github.com/o/r/';
    expect([gitHubSectionUrl(base, 'issues'), gitHubSectionUrl(base, 'repository'), gitHubSectionUrl(base, 'pulls')]).toEqual([
      'https://github.com/o/r/issues',
      'https://github.com/o/r',
      'https://github.com/o/r/pulls',
    ]);
  });
});
