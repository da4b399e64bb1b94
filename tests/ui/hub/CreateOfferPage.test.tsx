import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAGE_TITLES } from '../../../src/ui/app/pageTitles.texts';
import { SERVICE_OFFER_ERROR_MESSAGES as E, SERVICE_OFFER_SUCCESS_MESSAGE } from '../../../src/ui/pages/createOffer/serviceOffer.texts';
import { SUBMISSION_FAILURE_MESSAGES } from '../../../src/ui/pages/hubShared/hub.texts';
import { guardConsole } from './guardConsole';
import { openPage } from './openPage';

guardConsole();

async function openForm() {
  const { adapters } = await openPage('/developers/create-offer', PAGE_TITLES.createOffer);
  return { user: userEvent.setup({ delay: null }), submit: screen.getByRole('button', { name: 'Create Service Offer' }), adapters };
}

const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('Create Service Offer', { timeout: 15_000 }, () => {
  it('shows the form with every field labelled, and tips', async () => {
    await openForm();
    const labels = ['Service title', 'Description', 'Skills', 'Hourly rate (BSV)', 'Availability', 'Experience level', 'Portfolio URL (optional)', 'Contact'];
    expect(labels.map((label) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)).tagName)).toEqual(
      ['INPUT', 'TEXTAREA', 'INPUT', 'INPUT', 'SELECT', 'SELECT', 'INPUT', 'INPUT'],
    );
    const rate = screen.getByLabelText(/^Hourly rate/) as HTMLInputElement;
    expect([rate.type, rate.step]).toEqual(['number', '0.0001']);
    expect(screen.getByRole('region', { name: 'Tips for a strong offer' })).toBeDefined();
  });

  it('shows each missing required field inline, focuses the first and keeps what was typed', async () => {
    const { user, submit } = await openForm();
    await user.type(screen.getByLabelText(/^Description/), 'Contracts, tested');
    await user.type(screen.getByLabelText(/^Portfolio URL/), 'github.com/alice');
    await user.click(submit);
    expect(alerts()).toEqual([E.titleRequired, E.skillsRequired, E.hourlyRateRequired, E.portfolioInvalid, E.contactRequired]);
    const title = screen.getByLabelText(/^Service title/);
    expect(document.activeElement).toBe(title);
    expect([title.getAttribute('aria-invalid'), title.getAttribute('aria-describedby')]).toEqual(['true', 'offer-title-error']);
    expect(screen.getByLabelText(/^Description/).getAttribute('aria-invalid')).toBe('false');
    expect((screen.getByLabelText(/^Portfolio URL/) as HTMLInputElement).value).toBe('github.com/alice');
    expect(within(screen.getByRole('form')).getByRole('status').textContent).toBe('');
  });

  it('confirms a valid offer in the page and empties the form', async () => {
    const { user, submit } = await openForm();
    await user.type(screen.getByLabelText(/^Service title/), 'sCrypt contracts');
    await user.type(screen.getByLabelText(/^Description/), 'Stateful contracts, tested.');
    await user.type(screen.getByLabelText(/^Skills/), 'sCrypt, TypeScript');
    await user.type(screen.getByLabelText(/^Hourly rate/), '0.0005');
    await user.selectOptions(screen.getByLabelText('Availability'), 'Weekends');
    await user.type(screen.getByLabelText(/^Portfolio URL/), 'https://github.com/alice');
    await user.type(screen.getByLabelText(/^Contact/), 'alice@handcash.io');
    await user.click(submit);
    expect(alerts()).toEqual([]);
    expect(within(screen.getByRole('form')).getByRole('status').textContent).toBe(SERVICE_OFFER_SUCCESS_MESSAGE);
    expect((screen.getByLabelText(/^Service title/) as HTMLInputElement).value).toBe('');
    await user.type(screen.getByLabelText(/^Service title/), 'Another');
    expect(within(screen.getByRole('form')).getByRole('status').textContent).toBe('');
  });

  it('keeps the typed offer with the server’s field errors, or with a sign-in request', async () => {
    const { user, submit, adapters } = await openForm();
    await user.type(screen.getByLabelText(/^Service title/), 'sCrypt contracts');
    await user.type(screen.getByLabelText(/^Description/), 'Stateful contracts, tested.');
    await user.type(screen.getByLabelText(/^Skills/), 'sCrypt');
    await user.type(screen.getByLabelText(/^Hourly rate/), '0.0005');
    await user.type(screen.getByLabelText(/^Contact/), 'alice@handcash.io');
    adapters.submissions.refuseFields({ contact: 'contactRequired' });
    await user.click(submit);
    const refused = { alerts: alerts(), focused: document.activeElement === screen.getByLabelText(/^Contact/) };
    adapters.submissions.answerWith({ kind: 'not-signed-in' });
    await user.click(submit);
    expect({
      refused,
      notSignedIn: alerts(),
      title: (screen.getByLabelText(/^Service title/) as HTMLInputElement).value,
      received: adapters.submissions.received,
    }).toEqual({
      refused: { alerts: [E.contactRequired], focused: true },
      notSignedIn: [SUBMISSION_FAILURE_MESSAGES['not-signed-in']],
      title: 'sCrypt contracts',
      received: [],
    });
  });

  it('shows the NUL character’s message under each field a paste brought it into, keeps the text and sends nothing', async () => {
    const { user, submit, adapters } = await openForm();
    await user.click(screen.getByLabelText(/^Service title/));
    await user.paste('sCrypt\u0000 contracts');
    await user.type(screen.getByLabelText(/^Description/), 'Stateful contracts, tested.');
    await user.type(screen.getByLabelText(/^Skills/), 'sCrypt');
    await user.type(screen.getByLabelText(/^Hourly rate/), '0.0005');
    await user.click(screen.getByLabelText(/^Contact/));
    await user.paste('alice@\u0000handcash.io');
    await user.click(submit);
    expect({
      alerts: alerts(),
      focused: document.activeElement === screen.getByLabelText(/^Service title/),
      title: (screen.getByLabelText(/^Service title/) as HTMLInputElement).value,
      received: adapters.submissions.received,
    }).toEqual({ alerts: [E.nulCharacter, E.nulCharacter], focused: true, title: 'sCrypt\u0000 contracts', received: [] });
  });
});
