import { screen, waitFor } from '@testing-library/react';
import { NEVER, of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryClaimBoard } from '../../../src/adapters/memory/memoryClaimBoard.adapter';
import { MemoryContractFeed } from '../../../src/adapters/memory/memoryContractFeed.adapter';
import { MemoryIssueTracker } from '../../../src/adapters/memory/memoryIssueTracker.adapter';
import type { ContractFeedUpdate } from '../../../src/ports/contractFeed.port';
import { renderApp } from '../../support/renderApp';
import { TEST_NOW } from '../../support/testContainer';

/** A feed that answers once with no contracts, as the service worker's kept answer when `keptAt` is given. */
class OneAnswerFeed extends MemoryContractFeed {
  constructor(private readonly keptAt?: number) {
    const clock = new ManualClock(TEST_NOW);
    super(new MemoryIssueTracker([]), new MemoryClaimBoard(clock, () => null), clock);
  }

  override load() {
    const kept = this.keptAt === undefined ? {} : { keptAt: this.keptAt };
    return of<ContractFeedUpdate>({ kind: 'contracts', contracts: [], source: 'network', revalidating: false, fault: null, ...kept });
  }

  override changes() {
    return NEVER;
  }
}
const feedAnswering = (keptAt?: number) => new OneAnswerFeed(keptAt);

const statusText = async () => {
  const panel = await screen.findByRole('tabpanel');
  await waitFor(() => expect(panel.getAttribute('aria-busy')).toBe('false'));
  return document.querySelector('.contracts-status')?.textContent;
};

describe('the contracts page offline', () => {
  it('marks the last contracts kept with the time they were received', async () => {
    renderApp('/contracts', { contractFeed: feedAnswering(Date.UTC(2026, 10, 29, 4, 12)) });
    expect(await statusText()).toBe('Offline: the contracts as of 2026-11-29 04:12 UTC.');
  });

  it('has no offline note for an answer of the server', async () => {
    renderApp('/contracts', { contractFeed: feedAnswering() });
    expect(await statusText()).toBe('');
  });
});
