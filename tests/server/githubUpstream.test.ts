import { describe, expect, it } from 'vitest';
import { linksToNextPage } from '../../src/adapters/github/githubUpstream';
import { nextPageUrl } from '../../src/adapters/github/githubRequest';

const GITHUB_LINK =
  '<https://api.github.com/repositories/1/issues?state=all&per_page=100&page=2>; rel="next", <https://api.github.com/repositories/1/issues?state=all&per_page=100&page=3>; rel="last"';

describe('Link headers', () => {
  it('find the next page as GitHub writes it, and nothing else', () => {
    expect(
      [GITHUB_LINK, '<https://x/a?page=1>; rel="prev", <https://x/a?page=3>; rel="last"', '<https://x/a?page=2>; rel=next, <https://x/a?page=9>; rel=last', '', null].map(
        (link) => [linksToNextPage(link), nextPageUrl(link, 'https://api.github.com/repos/o/r/issues')],
      ),
    ).toEqual([
      [true, 'https://api.github.com/repositories/1/issues?state=all&per_page=100&page=2'],
      [false, null],
      [true, 'https://x/a?page=2'],
      [false, null],
      [false, null],
    ]);
  });

  it('resolve a gateway link against the page it came from', () => {
    expect(nextPageUrl('</api/github/repos/o/r/issues?page=2>; rel="next"', 'http://localhost:4173/api/github/repos/o/r/issues')).toBe(
      'http://localhost:4173/api/github/repos/o/r/issues?page=2',
    );
  });
});
