import { act, screen, within } from '@testing-library/react';
import type { DeveloperProfile } from '../../../src/domain/hub/developers';
import { MemoryCatalog } from '../../../src/adapters/memory/memoryCatalog.adapter';
import { Subject, switchMap, take } from 'rxjs';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAGE_TITLES } from '../../../src/ui/app/pageTitles.texts';
import { PROJECT_BRIEF_ERROR_MESSAGES, SAMPLE_PROFILE_NOTICE, sampleBriefChecked } from '../../../src/ui/pages/findDevelopers/findDevelopers.texts';
import { MemoryHubBoard } from '../../../src/adapters/memory/memoryHubBoard.adapter';
import { MemorySessionGateway } from '../../../src/adapters/memory/memorySessionGateway.adapter';
import { SAMPLE_OFFER } from '../../support/hubSubmissionsSamples';
import { MemoryHubSubmissions } from '../../../src/adapters/memory/memoryHubSubmissions.adapter';
import { SAMPLE_DEVELOPERS } from '../../../src/adapters/sample/sampleDevelopers';
import { SUBMISSION_FAILURE_MESSAGES } from '../../../src/ui/pages/hubShared/hub.texts';
import type { TestAdapters } from '../../support/testContainer';
import { guardConsole } from './guardConsole';
import { openPage } from './openPage';
import { renderApp } from '../../support/renderApp';

guardConsole();

async function openFindDevelopers(overrides: Partial<TestAdapters> = {}) {
  await openPage('/maintainers/find-developers', PAGE_TITLES.findDevelopers, overrides);
  return userEvent.setup({ delay: null });
}

const shown = () =>
  within(screen.getByRole('list', { name: PAGE_TITLES.findDevelopers })).queryAllByRole('heading').map((heading) => heading.textContent);

describe('Find Developers', { timeout: 15_000 }, () => {
  it('narrows the developers by search, skill and availability', async () => {
    const user = await openFindDevelopers();
    const all = shown();
    await user.type(screen.getByRole('searchbox', { name: 'Search developers' }), 'bitcoin');
    const bySearch = shown();
    await user.selectOptions(screen.getByLabelText('Skill'), 'Rust');
    await user.selectOptions(screen.getByLabelText('Availability'), 'Unavailable');
    const combined = shown();
    await user.selectOptions(screen.getByLabelText('Availability'), 'Busy');
    expect({ all, bySearch, combined, none: shown(), status: screen.getByText(/^Showing/).textContent }).toEqual({
      all: ['Alice Chen', 'Marcus Johnson', 'Sofia Rodriguez'],
      bySearch: ['Alice Chen', 'Sofia Rodriguez'],
      combined: ['Sofia Rodriguez'],
      none: [],
      status: 'Showing 0 of 3 developers',
    });
    expect(screen.getByText('No developer matches these filters.')).toBeDefined();
  });

  it('opens a labelled modal dialog with focus on the brief, and closes it on Escape with focus back on the opener', async () => {
    const user = await openFindDevelopers();
    const opener = screen.getByRole('button', { name: 'Contact Marcus Johnson' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Contact Marcus Johnson' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Project brief/));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on the close button and on a click on the overlay, not on a click inside', async () => {
    const user = await openFindDevelopers();
    await user.click(screen.getByRole('button', { name: 'Contact Alice Chen' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Contact Alice Chen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('heading'));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = await openFindDevelopers();
    await user.click(screen.getByRole('button', { name: 'Contact Alice Chen' }));
    const dialog = await screen.findByRole('dialog');
    const visited: string[] = [];
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      visited.push(dialog.contains(document.activeElement) ? (document.activeElement?.textContent ?? '') : 'outside');
    }
    expect(visited).toEqual(['Send brief', '×', '', 'Send brief']);
  });

  it("says a sample profile's brief is stored nowhere: asks for a brief, checks it, sends nothing", async () => {
    const submissions = new MemoryHubSubmissions();
    const user = await openFindDevelopers({ submissions });
    await user.click(screen.getByRole('button', { name: 'Contact Sofia Rodriguez' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(SAMPLE_PROFILE_NOTICE)).toBeDefined();
    await user.click(dialog.getByRole('button', { name: 'Send brief' }));
    expect(dialog.getByRole('alert').textContent).toBe(PROJECT_BRIEF_ERROR_MESSAGES.briefRequired);
    await user.type(dialog.getByLabelText(/^Project brief/), 'A wallet for a shop');
    await user.click(dialog.getByRole('button', { name: 'Send brief' }));
    expect([dialog.getByRole('status').textContent, submissions.received]).toEqual([sampleBriefChecked('Sofia Rodriguez'), []]);
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Contact Sofia Rodriguez' }));
  });

  it('lists the developers the directory gives, with the skill filter built from their skills', async () => {
    const [alice] = SAMPLE_DEVELOPERS;
    const developers = new MemoryCatalog<readonly DeveloperProfile[]>([{ ...alice!, name: 'Grace Hopper', username: 'grace', skills: ['COBOL', 'Ada'] }]);
    await openFindDevelopers({ developers });
    const skills = within(screen.getByLabelText('Skill')).getAllByRole('option').map((option) => option.textContent);
    expect({ shown: shown(), skills, status: screen.getByText(/^Showing/).textContent }).toEqual({
      shown: ['Grace Hopper'],
      skills: ['All skills', 'Ada', 'COBOL'],
      status: 'Showing 1 of 1 developer',
    });
  });

  it('keeps the brief in the dialog when the receiver is unavailable, and sends it to the offer later', async () => {
    const submissions = new MemoryHubSubmissions();
    submissions.answerWith({ kind: 'unavailable' });
    const hubBoard = new MemoryHubBoard(() => null, { offers: [{ ...SAMPLE_OFFER, id: '4', poster: 'alice', postedAt: 0 }] });
    const user = await openFindDevelopers({ submissions, hubBoard });
    await user.click(screen.getByRole('button', { name: 'Contact $alice' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText(/^Project brief/), 'A wallet for a shop');
    await user.click(dialog.getByRole('button', { name: 'Send brief' }));
    const failure = { alert: dialog.getByRole('alert').textContent, brief: (dialog.getByLabelText(/^Project brief/) as HTMLTextAreaElement).value };
    submissions.answerWith('accept');
    await user.click(dialog.getByRole('button', { name: 'Send brief' }));
    expect({ failure, received: submissions.received }).toEqual({
      failure: { alert: SUBMISSION_FAILURE_MESSAGES.unavailable, brief: 'A wallet for a shop' },
      received: [{ kind: 'developer-brief', value: { offerId: '4', brief: 'A wallet for a shop' } }],
    });
    expect(dialog.getByRole('status').textContent).toBe('Your brief was sent to $alice.');
  });

  const offer = (id: string, poster: string, title: string) => ({ ...SAMPLE_OFFER, id, poster, title, postedAt: Date.UTC(2026, 10, 23) });
  const offerCards = () =>
    within(screen.getByRole('list', { name: 'Service offers' }))
      .queryAllByRole('article')
      .map((card) => [within(card).getByRole('heading').textContent, within(card).getByText(/^Posted by/).textContent, within(card).getAllByRole('button').map((b) => b.textContent)]);

  it('lists posted offers beside the sample profiles, marked as offers with the poster, text as text', async () => {
    const hubBoard = new MemoryHubBoard(() => null, { offers: [offer('2', 'bob', '<img src=x onerror=alert(1)>'), offer('1', 'alice', 'Audits')] });
    await openFindDevelopers({ hubBoard });
    expect(offerCards()).toEqual([
      ['<img src=x onerror=alert(1)>', 'Posted by $bob · 23 Nov 2026', ['Contact']],
      ['Audits', 'Posted by $alice · 23 Nov 2026', ['Contact']],
    ]);
    expect([screen.getAllByText('Offer').length, document.querySelector('img[src="x"]'), shown()]).toEqual([2, null, ['Alice Chen', 'Marcus Johnson', 'Sofia Rodriguez']]);
  });

  it("lets the poster withdraw their offer, and says why when the server refuses", async () => {
    const alice = { handle: 'alice', paymail: 'alice@x', publicKey: 'k', avatarUrl: '', displayName: 'Alice' };
    const sessions = new MemorySessionGateway(new Map(), alice);
    const hubBoard = new MemoryHubBoard(() => sessions.signedIn?.handle ?? null, { offers: [offer('2', 'alice', 'Mine'), offer('1', 'bob', 'Theirs')] });
    const user = await openFindDevelopers({ sessions, hubBoard });
    await screen.findByRole('button', { name: 'Withdraw offer Mine' });
    const before = offerCards();
    hubBoard.failure = { code: 'unavailable' };
    await user.click(screen.getByRole('button', { name: 'Withdraw offer Mine' }));
    const refused = screen.getByText('The server could not be reached, so nothing changed. Try again in a moment.');
    hubBoard.failure = null;
    await user.click(screen.getByRole('button', { name: 'Withdraw offer Mine' }));
    expect([before, refused !== null, offerCards(), hubBoard.offerList.map((item) => item.id)]).toEqual([
      [
        ['Mine', 'Posted by $alice · 23 Nov 2026', ['Withdraw offer']],
        ['Theirs', 'Posted by $bob · 23 Nov 2026', ['Contact']],
      ],
      true,
      [['Theirs', 'Posted by $bob · 23 Nov 2026', ['Contact']]],
      ['1'],
    ]);
  });

  it('shows the sample profiles only once the posted offers above them are known, so the offers never push them down', async () => {
    const hubBoard = new MemoryHubBoard(() => null, { offers: [offer('1', 'alice', 'Audits')] });
    const arrive = new Subject<void>();
    const offers = hubBoard.offers.bind(hubBoard);
    hubBoard.offers = () => arrive.pipe(take(1), switchMap(() => offers()));
    renderApp('/maintainers/find-developers', { hubBoard });
    await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.findDevelopers }, { timeout: 5000 });
    const before = screen.queryByRole('list', { name: PAGE_TITLES.findDevelopers });
    act(() => arrive.next());
    expect([before, (await screen.findByRole('list', { name: PAGE_TITLES.findDevelopers })) !== null, offerCards().map(([title]) => title)]).toEqual([
      null,
      true,
      ['Audits'],
    ]);
  });

  it('says so when the offers cannot be loaded, and loads them on retry', async () => {
    const hubBoard = new MemoryHubBoard(() => null, { offers: [offer('1', 'alice', 'Audits')] });
    hubBoard.failure = { code: 'unavailable' };
    const user = await openFindDevelopers({ hubBoard });
    const alert = screen.getByRole('alert').textContent;
    hubBoard.failure = null;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect([alert, offerCards().map(([title]) => title)]).toEqual(['The service offers could not be loaded. Check your connection and try again.Try again', ['Audits']]);
  });
});
