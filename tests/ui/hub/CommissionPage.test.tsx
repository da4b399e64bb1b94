import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAGE_TITLES } from '../../../src/ui/app/pageTitles.texts';
import { COMMISSION_ERROR_MESSAGES as E, COMMISSION_SUCCESS_MESSAGE } from '../../../src/ui/pages/commission/commission.texts';
import { SUBMISSION_FAILURE_MESSAGES } from '../../../src/ui/pages/hubShared/hub.texts';
import { guardConsole } from './guardConsole';
import { openPage } from './openPage';

guardConsole();

async function openForm() {
  const { adapters } = await openPage('/maintainers/commission', PAGE_TITLES.commission);
  return { user: userEvent.setup({ delay: null }), submit: screen.getByRole('button', { name: 'Submit Commission' }), adapters };
}

describe('Commission', { timeout: 15_000 }, () => {
  it('shows the form, a four-step how-it-works and a benefits list', async () => {
    await openForm();
    const options = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((option) => option.textContent);
    expect({
      budget: options('Budget range *'),
      timeline: options('Timeline *'),
      priority: options('Priority'),
      steps: within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem').length,
      benefits: within(screen.getByRole('region', { name: 'Why commission here' })).getAllByRole('listitem').length > 0,
    }).toEqual({
      budget: ['Choose a budget range', '0.1-0.5 BSV', '0.5-1 BSV', '1-5 BSV', '5-10 BSV', '10-25 BSV', '25+ BSV'],
      timeline: ['Choose a timeline', '1 week', '2 weeks', '1 month', '2-3 months', '3-6 months', '6+ months'],
      priority: ['Low', 'Medium', 'High', 'Critical'],
      steps: 4,
      benefits: true,
    });
  });

  it('shows the missing required fields inline and keeps what was typed', async () => {
    const { user, submit } = await openForm();
    await user.type(screen.getByLabelText(/^Company/), 'Acme');
    await user.click(submit);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      E.titleRequired, E.descriptionRequired, E.requirementsRequired, E.budgetRequired, E.timelineRequired, E.contactRequired,
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Project title/));
    expect((screen.getByLabelText(/^Company/) as HTMLInputElement).value).toBe('Acme');
  });

  it('confirms a valid commission in the page', async () => {
    const { user, submit } = await openForm();
    await user.type(screen.getByLabelText(/^Project title/), 'Payment gateway');
    await user.type(screen.getByLabelText(/^Project description/), 'Take BSV payments');
    await user.type(screen.getByLabelText(/^Requirements/), 'Refunds');
    await user.selectOptions(screen.getByLabelText(/^Project type/), 'API / Backend');
    await user.selectOptions(screen.getByLabelText(/^Budget range/), '1-5 BSV');
    await user.selectOptions(screen.getByLabelText(/^Timeline/), '1 month');
    await user.type(screen.getByLabelText(/^Contact/), 'shop@example.com');
    await user.click(submit);
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(within(screen.getByRole('form')).getByRole('status').textContent).toBe(COMMISSION_SUCCESS_MESSAGE);
  });

  it('keeps the typed commission and says why when the server cannot be reached, then sends it on the next try', async () => {
    const { user, submit, adapters } = await openForm();
    adapters.submissions.answerWith({ kind: 'unavailable' });
    await user.type(screen.getByLabelText(/^Project title/), 'Payment gateway');
    await user.type(screen.getByLabelText(/^Project description/), 'Take BSV payments');
    await user.type(screen.getByLabelText(/^Requirements/), 'Refunds');
    await user.selectOptions(screen.getByLabelText(/^Budget range/), '1-5 BSV');
    await user.selectOptions(screen.getByLabelText(/^Timeline/), '1 month');
    await user.type(screen.getByLabelText(/^Contact/), 'shop@example.com');
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe(SUBMISSION_FAILURE_MESSAGES.unavailable);
    expect((screen.getByLabelText(/^Project title/) as HTMLInputElement).value).toBe('Payment gateway');
    adapters.submissions.answerWith('accept');
    await user.click(submit);
    expect({
      status: within(screen.getByRole('form')).getByRole('status').textContent,
      received: adapters.submissions.received.map((submission) => submission.kind === 'commission' && submission.value.title),
    }).toEqual({ status: COMMISSION_SUCCESS_MESSAGE, received: ['Payment gateway'] });
  });
});
