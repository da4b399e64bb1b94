import { describe, expect, it } from 'vitest';
import { MemoryCatalog } from '../../../src/adapters/memory/memoryCatalog.adapter';
import type { MemorySource } from '../../../src/adapters/memory/memorySource';
import { MemoryPlatformStats } from '../../../src/adapters/memory/memoryPlatformStats.adapter';
import { CatalogStore } from '../../../src/application/hub/catalogStore';
import type { LoadState, LoadStore } from '../../../src/application/shared/loadStore';
import { PlatformStatsStore } from '../../../src/application/shell/platformStatsStore';
import type { ContributorOverview } from '../../../src/domain/hub/contributors';
import type { DeveloperProfile } from '../../../src/domain/hub/developers';
import type { Guide } from '../../../src/domain/hub/guides';
import type { ProjectTemplate } from '../../../src/domain/hub/templates';
import type { TokenFactSheet } from '../../../src/domain/hub/tokenEconomics';
import type { PlatformFigures } from '../../../src/domain/shell/platformFigures';
import type { CatalogError } from '../../../src/ports/catalogError';

const template: ProjectTemplate = {
  id: 'swap',
  name: 'Swap',
  description: 'A swap.',
  category: 'defi',
  difficulty: 'Advanced',
  technologies: ['sCrypt'],
};
const guide: Guide = { id: 'start', title: 'Start', description: 'Begin.', level: 'Beginner', readingMinutes: 5, topics: ['Setup'] };
const developer: DeveloperProfile = {
  name: 'Ada',
  username: 'ada',
  title: 'Engineer',
  experience: '3 years',
  hourlyRate: 0.01,
  availability: 'Available',
  skills: ['Go'],
  rating: 5,
  completedProjects: 1,
  languages: ['English'],
  timezone: 'UTC',
  responseTime: 'within 1 hour',
  portfolio: 'https://ada.example.com',
  contact: 'ada@example.com',
};
const overview: ContributorOverview = {
  stats: { contributors: 1, contributions: 2, rewardedBsv: 0.5, projects: 1 },
  contributors: [{ name: 'Ada', username: 'ada', role: 'Maintainer', contributions: 2, rewardedBsv: 0.5, specialties: [] }],
};
const sheet: TokenFactSheet = {
  pricingTiers: [{ name: 'Free', priceUsdPerMonth: 0, summary: 'Free.', features: [] }],
  platformFees: [{ name: 'Sales', percent: 1, appliesTo: 'Sales' }],
  statistics: { totalSupply: 10, distributed: 1, contributors: 1, network: 'BSV' },
};
const figures: PlatformFigures = { tokenSupply: 10, distributedTokens: 1, developers: 2, maintainers: 1, bountyPoolBsv: 0.1 };

/** What a test arranges on any memory source, whatever its data. */
type Arrangeable = Pick<MemorySource<never>, 'hold' | 'release' | 'fail' | 'requests'> & { replace(value: never): void };

/** A store over its memory adapter, with the data that adapter starts with. */
interface Case {
  readonly name: string;
  readonly data: unknown;
  readonly make: () => { readonly port: Arrangeable; readonly store: Pick<LoadStore<unknown, CatalogError>, 'state' | 'state$' | 'load' | 'dispose'> };
}

const CASES: readonly Case[] = [
  { name: 'CatalogStore of templates', data: [template], make: () => { const port = new MemoryCatalog([template]); return { port, store: new CatalogStore(port) }; } },
  { name: 'CatalogStore of guides', data: [guide], make: () => { const port = new MemoryCatalog([guide]); return { port, store: new CatalogStore(port) }; } },
  { name: 'CatalogStore of developers', data: [developer], make: () => { const port = new MemoryCatalog([developer]); return { port, store: new CatalogStore(port) }; } },
  { name: 'CatalogStore of contributors', data: overview, make: () => { const port = new MemoryCatalog(overview); return { port, store: new CatalogStore(port) }; } },
  { name: 'CatalogStore of token facts', data: sheet, make: () => { const port = new MemoryCatalog(sheet); return { port, store: new CatalogStore(port) }; } },
  { name: 'PlatformStatsStore', data: figures, make: () => { const port = new MemoryPlatformStats(figures); return { port, store: new PlatformStatsStore(port) }; } },
];

const unavailable: CatalogError = { code: 'unavailable' };

describe.each(CASES)('$name', ({ data, make }) => {
  it('is loading until the port answers, then holds the data, and asks the port once', () => {
    const { port, store } = make();
    const seen: LoadState<unknown, CatalogError>['phase'][] = [];
    store.state$.subscribe((state) => seen.push(state.phase));
    port.hold();
    store.load();
    store.load();
    port.release();
    store.load();
    expect({ seen, state: store.state, requests: port.requests }).toEqual({
      seen: ['loading', 'loaded'],
      state: { phase: 'loaded', data },
      requests: 1,
    });
  });

  it('reports a failure with its code, and loads again on the next load()', () => {
    const { port, store } = make();
    port.fail(unavailable);
    store.load();
    const failed = store.state;
    port.replace(data as never);
    store.load();
    expect({ failed, after: store.state, requests: port.requests }).toEqual({
      failed: { phase: 'failed', error: unavailable },
      after: { phase: 'loaded', data },
      requests: 2,
    });
  });

  it('ignores an answer that arrives after dispose', () => {
    const { port, store } = make();
    port.hold();
    store.load();
    store.dispose();
    port.release();
    expect(store.state).toEqual({ phase: 'loading' });
  });
});
