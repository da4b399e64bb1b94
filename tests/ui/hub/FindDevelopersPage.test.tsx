import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAGE_TITLES } from '../../../src/ui/app/pageTitles.texts';
import { CONTACT_DIALOG_TEXTS, PROJECT_BRIEF_ERROR_MESSAGES } from '../../../src/ui/pages/findDevelopers/findDevelopers.texts';
import { MemoryDeveloperDirectory } from '../../../src/adapters/memory/memoryDeveloperDirectory.adapter';
import { MemoryHubSubmissions } from '../../../src/adapters/memory/memoryHubSubmissions.adapter';
import { SAMPLE_DEVELOPERS } from '../../../src/adapters/sample/sampleDevelopers';
import { SUBMISSION_FAILURE_MESSAGES } from '../../../src/ui/pages/hubShared/hub.texts';
import type { TestAdapters } from '../../support/testContainer';
import { guardConsole } from './guardConsole';
import { openPage } from './openPage';

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
    const dialog = screen.getByRole('dialog', { name: 'Contact Marcus Johnson' });
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
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('heading'));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = await openFindDevelopers();
    await user.click(screen.getByRole('button', { name: 'Contact Alice Chen' }));
    const dialog = screen.getByRole('dialog');
    const visited: string[] = [];
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      visited.push(dialog.contains(document.activeElement) ? (document.activeElement?.textContent ?? '') : 'outside');
    }
    expect(visited).toEqual(['Send brief', '×', '', 'Send brief']);
  });

  it('asks for a brief, then confirms in the page that it is ready', async () => {
    const user = await openFindDevelopers();
    await user.click(screen.getByRole('button', { name: 'Contact Sofia Rodriguez' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Send brief' }));
    expect(dialog.getByRole('alert').textContent).toBe(PROJECT_BRIEF_ERROR_MESSAGES.briefRequired);
    await user.type(dialog.getByLabelText(/^Project brief/), 'A wallet for a shop');
    await user.click(dialog.getByRole('button', { name: 'Send brief' }));
    expect(dialog.getByRole('status').textContent).toBe(CONTACT_DIALOG_TEXTS.sent('Sofia Rodriguez'));
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Contact Sofia Rodriguez' }));
  });

  it('lists the developers the directory gives, with the skill filter built from their skills', async () => {
    const [alice] = SAMPLE_DEVELOPERS;
    const developers = new MemoryDeveloperDirectory([{ ...alice!, name: 'Grace Hopper', username: 'grace', skills: ['COBOL', 'Ada'] }]);
    await openFindDevelopers({ developers });
    const skills = within(screen.getByLabelText('Skill')).getAllByRole('option').map((option) => option.textContent);
    expect({ shown: shown(), skills, status: screen.getByText(/^Showing/).textContent }).toEqual({
      shown: ['Grace Hopper'],
      skills: ['All skills', 'Ada', 'COBOL'],
      status: 'Showing 1 of 1 developer',
    });
  });

  it('keeps the brief in the dialog when the receiver is unavailable, and sends it to that developer later', async () => {
    const submissions = new MemoryHubSubmissions();
    submissions.answerWith({ kind: 'unavailable' });
    const user = await openFindDevelopers({ submissions });
    await user.click(screen.getByRole('button', { name: 'Contact Alice Chen' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText(/^Project brief/), 'A wallet for a shop');
    await user.click(dialog.getByRole('button', { name: 'Send brief' }));
    const failure = { alert: dialog.getByRole('alert').textContent, brief: (dialog.getByLabelText(/^Project brief/) as HTMLTextAreaElement).value };
    submissions.answerWith('accept');
    await user.click(dialog.getByRole('button', { name: 'Send brief' }));
    expect({ failure, received: submissions.received }).toEqual({
      failure: { alert: SUBMISSION_FAILURE_MESSAGES.unavailable, brief: 'A wallet for a shop' },
      received: [{ kind: 'developer-brief', value: { developer: 'alicechen', brief: 'A wallet for a shop' } }],
    });
  });
});
