import { describe, expect, it } from 'vitest';
import { ServedAnswers } from '../../../src/adapters/serviceWorker/servedAnswers';

describe("the service worker's record of the answers it gave each tab", () => {
  it("keeps each tab's latest answer per page and address, kept or fresh, apart from other tabs'", () => {
    const served = new ServedAnswers();
    served.record('tab-1', 'http://localhost/bounties', '/api/bounties?limit=50', 1_000);
    served.record('tab-1', 'http://localhost/bounties?q=x', '/api/bounties?limit=50', null);
    served.record('tab-1', 'http://localhost/api', '/api/openapi.json', 2_000);
    served.record('tab-2', 'http://localhost/bounties', '/api/bounties?limit=50', 3_000);
    expect([served.of('tab-1'), served.of('tab-2'), served.of('tab-3')]).toEqual([
      [
        { page: '/bounties', path: '/api/bounties?limit=50', keptAt: null },
        { page: '/api', path: '/api/openapi.json', keptAt: 2_000 },
      ],
      [{ page: '/bounties', path: '/api/bounties?limit=50', keptAt: 3_000 }],
      [],
    ]);
  });

  it('forgets the tab that read longest ago once it holds 32 tabs', () => {
    const served = new ServedAnswers();
    for (let tab = 0; tab < 33; tab++) served.record(`tab-${tab}`, 'http://localhost/docs', '/api/manual', tab);
    served.record('tab-1', 'http://localhost/docs', '/api/manual', 100);
    served.record('tab-33', 'http://localhost/docs', '/api/manual', 33);
    expect([served.of('tab-0'), served.of('tab-2'), served.of('tab-1').length, served.of('tab-33').length]).toEqual([[], [], 1, 1]);
  });
});
