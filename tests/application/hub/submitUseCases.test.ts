import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MemoryHubSubmissions } from '../../../src/adapters/memory/memoryHubSubmissions.adapter';
import { SendDeveloperBrief } from '../../../src/application/hub/sendDeveloperBrief';
import { SubmitCommission } from '../../../src/application/hub/submitCommission';
import { SubmitServiceOffer } from '../../../src/application/hub/submitServiceOffer';
import { EMPTY_COMMISSION, type CommissionDraft } from '../../../src/domain/hub/commission';
import { EMPTY_SERVICE_OFFER, type ServiceOfferDraft } from '../../../src/domain/hub/serviceOffer';

const offerDraft: ServiceOfferDraft = {
  title: ' sCrypt contracts ',
  description: 'Stateful contracts, tested.',
  skills: 'sCrypt, TypeScript',
  hourlyRate: '0.0005',
  availability: 'part-time',
  experience: 'senior',
  portfolio: '',
  contact: 'alice@handcash.io',
};
const offer = {
  title: 'sCrypt contracts',
  description: 'Stateful contracts, tested.',
  skills: ['sCrypt', 'TypeScript'],
  hourlyRateBsv: 0.0005,
  availability: 'part-time',
  experience: 'senior',
  portfolio: null,
  contact: 'alice@handcash.io',
};
const commissionDraft: CommissionDraft = {
  ...EMPTY_COMMISSION,
  title: 'Gateway',
  description: 'Take BSV payments.',
  requirements: 'Refunds',
  budget: '1-5',
  timeline: '1-month',
  contact: 'shop@example.com',
};

describe('SubmitServiceOffer', () => {
  it('submits a valid offer and gives it back as the receiver accepted it', async () => {
    const receiver = new MemoryHubSubmissions();
    const result = await firstValueFrom(new SubmitServiceOffer(receiver).execute(offerDraft));
    expect({ result, received: receiver.received }).toEqual({
      result: { ok: true, value: offer },
      received: [{ kind: 'service-offer', value: offer }],
    });
  });

  it('refuses an invalid draft with the rules’ codes and sends nothing', async () => {
    const receiver = new MemoryHubSubmissions();
    const result = await firstValueFrom(new SubmitServiceOffer(receiver).execute({ ...EMPTY_SERVICE_OFFER, portfolio: 'github.com/x' }));
    expect({ result, received: receiver.received }).toEqual({
      result: {
        ok: false,
        error: {
          kind: 'invalid',
          fieldErrors: {
            title: 'titleRequired',
            description: 'descriptionRequired',
            skills: 'skillsRequired',
            hourlyRate: 'hourlyRateRequired',
            portfolio: 'portfolioInvalid',
            contact: 'contactRequired',
          },
        },
      },
      received: [],
    });
  });

  it('passes on the receiver’s failures: unavailable, not signed in, fields refused', async () => {
    const receiver = new MemoryHubSubmissions();
    const submit = new SubmitServiceOffer(receiver);
    receiver.answerWith({ kind: 'unavailable' });
    const unavailable = await firstValueFrom(submit.execute(offerDraft));
    receiver.answerWith({ kind: 'not-signed-in' });
    const notSignedIn = await firstValueFrom(submit.execute(offerDraft));
    receiver.answerWith('accept');
    receiver.refuseFields({ contact: 'contactRequired' });
    const refused = await firstValueFrom(submit.execute(offerDraft));
    expect({ unavailable, notSignedIn, refused, received: receiver.received }).toEqual({
      unavailable: { ok: false, error: { kind: 'unavailable' } },
      notSignedIn: { ok: false, error: { kind: 'not-signed-in' } },
      refused: { ok: false, error: { kind: 'invalid', fieldErrors: { contact: 'contactRequired' } } },
      received: [],
    });
  });
});

describe('SubmitCommission', () => {
  it('submits a valid commission, and refuses a draft without budget and timeline unsent', async () => {
    const receiver = new MemoryHubSubmissions();
    const submit = new SubmitCommission(receiver);
    const accepted = await firstValueFrom(submit.execute(commissionDraft));
    const refused = await firstValueFrom(submit.execute({ ...commissionDraft, budget: '', timeline: '' }));
    expect({ accepted: accepted.ok, refused, received: receiver.received.map((submission) => submission.kind) }).toEqual({
      accepted: true,
      refused: { ok: false, error: { kind: 'invalid', fieldErrors: { budget: 'budgetRequired', timeline: 'timelineRequired' } } },
      received: ['commission'],
    });
  });

  it('passes on an unavailable receiver', async () => {
    const receiver = new MemoryHubSubmissions();
    receiver.answerWith({ kind: 'unavailable' });
    expect(await firstValueFrom(new SubmitCommission(receiver).execute(commissionDraft))).toEqual({ ok: false, error: { kind: 'unavailable' } });
  });
});

describe('SendDeveloperBrief', () => {
  it('sends a trimmed brief to the poster of the offer, and refuses a blank one unsent', async () => {
    const receiver = new MemoryHubSubmissions();
    const send = new SendDeveloperBrief(receiver);
    const sent = await firstValueFrom(send.execute('12', { brief: '  A wallet  ' }));
    const blank = await firstValueFrom(send.execute('12', { brief: ' \n ' }));
    expect({ sent, blank, received: receiver.received }).toEqual({
      sent: { ok: true, value: 'sent' },
      blank: { ok: false, error: { kind: 'invalid', fieldErrors: { brief: 'briefRequired' } } },
      received: [{ kind: 'developer-brief', value: { offerId: '12', brief: 'A wallet' } }],
    });
  });

  it('checks a brief to a sample profile but sends and stores nothing', async () => {
    const receiver = new MemoryHubSubmissions();
    const send = new SendDeveloperBrief(receiver);
    const checked = await firstValueFrom(send.execute(null, { brief: 'A wallet' }));
    const blank = await firstValueFrom(send.execute(null, { brief: '' }));
    expect({ checked, blank, received: receiver.received }).toEqual({
      checked: { ok: true, value: 'sample' },
      blank: { ok: false, error: { kind: 'invalid', fieldErrors: { brief: 'briefRequired' } } },
      received: [],
    });
  });

  it('passes on an offer that is no longer open', async () => {
    const receiver = new MemoryHubSubmissions();
    receiver.answerWith({ kind: 'not-found' });
    expect(await firstValueFrom(new SendDeveloperBrief(receiver).execute('3', { brief: 'Hi' }))).toEqual({ ok: false, error: { kind: 'not-found' } });
  });

  it('passes on a receiver that needs a signed-in person', async () => {
    const receiver = new MemoryHubSubmissions();
    receiver.answerWith({ kind: 'not-signed-in' });
    expect(await firstValueFrom(new SendDeveloperBrief(receiver).execute('5', { brief: 'Hi' }))).toEqual({
      ok: false,
      error: { kind: 'not-signed-in' },
    });
  });
});
