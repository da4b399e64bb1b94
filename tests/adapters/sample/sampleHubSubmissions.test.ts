import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { SampleHubSubmissions } from '../../../src/adapters/sample/sampleHubSubmissions.adapter';
import type { Commission } from '../../../src/domain/hub/commission';
import type { ServiceOffer } from '../../../src/domain/hub/serviceOffer';

const offer: ServiceOffer = {
  title: 'sCrypt contracts',
  description: 'Tested.',
  skills: ['sCrypt'],
  hourlyRateBsv: 0.0005,
  availability: 'weekends',
  experience: 'senior',
  portfolio: null,
  contact: 'alice@handcash.io',
};

const commission: Commission = {
  title: 'Gateway',
  company: null,
  description: 'Take payments.',
  requirements: 'Refunds',
  techStack: [],
  projectType: 'api-backend',
  budget: '1-5',
  timeline: '1-month',
  priority: 'high',
  contact: 'shop@example.com',
};

describe('SampleHubSubmissions', () => {
  it('accepts every submission and only logs it (spec section 5)', async () => {
    const logged: [string, unknown][] = [];
    const submissions = new SampleHubSubmissions((what, value) => logged.push([what, value]));
    const answers = [
      await firstValueFrom(submissions.submitServiceOffer(offer)),
      await firstValueFrom(submissions.submitCommission(commission)),
      await firstValueFrom(submissions.sendDeveloperBrief({ offerId: '7', brief: 'A wallet' })),
    ];
    expect({ answers, logged }).toEqual({
      answers: [{ ok: true, value: undefined }, { ok: true, value: undefined }, { ok: true, value: undefined }],
      logged: [
        ['Service offer', offer],
        ['Project commission', commission],
        ['Project brief', { offerId: '7', brief: 'A wallet' }],
      ],
    });
  });

  it('logs nothing for a submission nobody subscribed to', () => {
    const logged: unknown[] = [];
    new SampleHubSubmissions((what) => logged.push(what)).submitServiceOffer(offer);
    expect(logged).toEqual([]);
  });
});
