import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MemoryPlatformStats } from '../../../src/adapters/memory/memoryPlatformStats.adapter';
import { SAMPLE_PLATFORM_FIGURES, SamplePlatformStats } from '../../../src/adapters/sample/samplePlatformStats.adapter';
import { PlatformStatsStore } from '../../../src/application/shell/platformStatsStore';
import type { Result } from '../../../src/domain/shared/result';
import type { PlatformFigures, PlatformStatsError } from '../../../src/ports/platformStats.port';

const FIGURES: PlatformFigures = { tokenSupply: 10, tokensDistributed: 4, developers: 3, maintainers: 2, bountyPoolBsv: 0.5 };

describe('PlatformStatsStore', () => {
  it('is loading until asked, then holds the figures, asking the source once', () => {
    const source = new MemoryPlatformStats(FIGURES);
    const store = new PlatformStatsStore(source);
    expect(store.state).toEqual({ phase: 'loading' });
    store.load();
    store.load();
    expect({ state: store.state, requests: source.requests }).toEqual({ state: { phase: 'ready', figures: FIGURES }, requests: 1 });
  });

  it('says unavailable when the source cannot answer', () => {
    const store = new PlatformStatsStore(new MemoryPlatformStats(null));
    store.load();
    expect(store.state).toEqual({ phase: 'unavailable' });
  });

  it('abandons a pending request when disposed', () => {
    const answers = new Subject<Result<PlatformFigures, PlatformStatsError>>();
    const store = new PlatformStatsStore({ figures: () => answers });
    store.load();
    store.dispose();
    expect(answers.observed).toBe(false);
  });
});

describe('SamplePlatformStats', () => {
  it('answers with the figures the spec hard-codes', () => {
    const results: Result<PlatformFigures, PlatformStatsError>[] = [];
    new SamplePlatformStats().figures().subscribe((result) => results.push(result));
    expect(results).toEqual([
      { ok: true, value: { tokenSupply: 1_000_000_000, tokensDistributed: 12_456_789, developers: 42, maintainers: 15, bountyPoolBsv: 2.5 } },
    ]);
    expect(SAMPLE_PLATFORM_FIGURES.tokenSupply).toBe(1_000_000_000);
  });
});
