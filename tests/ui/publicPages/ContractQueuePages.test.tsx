import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryClaimBoard } from '../../../src/adapters/memory/memoryClaimBoard.adapter';
import { MemoryIssueTracker } from '../../../src/adapters/memory/memoryIssueTracker.adapter';
import { MemorySessionGateway } from '../../../src/adapters/memory/memorySessionGateway.adapter';
import { DAY_MS } from '../../../src/domain/contracts/contractConstants';
import type { RepositoryRecordsUpdate } from '../../../src/ports/issueTracker.port';
import { PAGE_TITLES } from '../../../src/ui/app/pageTitles.texts';
import { ENTERPRISE_SECTIONS } from '../../../src/ui/pages/enterprise/enterprise.texts';
import { REVIEWS_TEXTS, TASKS_TEXTS } from '../../../src/ui/pages/reviews/contractQueue.texts';
import { issueRecord, pullRecord, records } from '../../support/contractRecords';
import { renderApp } from '../../support/renderApp';
import { TEST_NOW } from '../../support/testContainer';
import { openPage } from '../hub/openPage';

const HOSTILE = '<img src=x onerror=alert(1)>';
const update: RepositoryRecordsUpdate = {
  kind: 'records',
  source: 'network',
  revalidating: false,
  records: records([issueRecord(1, { title: 'Open work' }), issueRecord(2, { title: HOSTILE, assigneeLogin: 'hal-dev' }), issueRecord(3, { title: 'Reviewed' })], [pullRecord(10, 2), pullRecord(11, 3)]),
};

function withClaims() {
  const clock = new ManualClock(TEST_NOW);
  const sessions = new MemorySessionGateway(new Map(), { handle: 'satoshi', paymail: '', publicKey: '', avatarUrl: '', displayName: 'S' });
  const claim = (issueNumber: number, claimedBy: string, days: number) => ({ issueNumber, githubUsername: `${claimedBy}-dev`, handcashHandle: claimedBy, claimedBy, claimedAt: TEST_NOW - DAY_MS, deadline: TEST_NOW + days * DAY_MS });
  const claims = new MemoryClaimBoard(clock, () => sessions.signedIn?.handle ?? null, [claim(1, 'satoshi', 5)]);
  return { clock, sessions, claims, issueTracker: new MemoryIssueTracker([update]) };
}

const titles = (list: HTMLElement) => within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the contract queues', () => {
  it('Reviews lists the contracts whose pull request is open, with claimant, deadline and pull request; titles as text', async () => {
    await openPage('/reviews', PAGE_TITLES.reviews, withClaims());
    const list = await screen.findByRole('list', { name: REVIEWS_TEXTS.listLabel });
    expect(titles(list)).toEqual([`#2 ${HOSTILE}`, '#3 Reviewed']);
    expect(document.querySelector('img[src=x]')).toBeNull();
    const first = within(list).getAllByRole('article')[0]!;
    expect([within(first).getByText(/^Claimed by/).textContent, within(first).getByRole('link', { name: 'Pull request #10' }).getAttribute('href')]).toEqual([
      'Claimed by hal-dev',
      'https://github.com/o/r/pull/10',
    ]);
  });

  it('Contributor Tasks lists the signed-in person’s claims only, and asks a signed-out person to sign in', async () => {
    await openPage('/contributors/tasks', PAGE_TITLES.contributorTasks, withClaims());
    const list = await screen.findByRole('list', { name: TASKS_TEXTS.listLabel });
    expect(titles(list)).toEqual(['#1 Open work']);
    expect(within(list).getByText(/^claimed/).textContent).toBe('claimed — open a pull request before the deadline');
  });

  it('Contributor Tasks asks a signed-out person to sign in', async () => {
    renderApp('/contributors/tasks');
    expect(await screen.findByText(TASKS_TEXTS.signedOut, undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('Enterprise says what to run, the sizes measured and the settings, and never "planned"', async () => {
    await openPage('/enterprise', PAGE_TITLES.enterprise);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(ENTERPRISE_SECTIONS.map((section) => section.heading));
    expect(document.body.textContent).not.toMatch(/planned/i);
  });
});
