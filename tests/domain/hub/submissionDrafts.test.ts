import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMISSION_FIELDS, validateCommission, type CommissionDraft } from '../../../src/domain/hub/commission';
import { isPoster } from '../../../src/domain/hub/postedSubmissions';
import { SERVICE_OFFER_FIELDS, validateServiceOffer, type ServiceOfferDraft } from '../../../src/domain/hub/serviceOffer';
import { commissionDraftOf, serviceOfferDraftOf } from '../../../src/domain/hub/submissionDrafts';
import { arbitraryHttpUrl } from './arbitraries';

const offerDraft: ServiceOfferDraft = {
  title: ' Audits ',
  description: 'Reviews',
  skills: 'sCrypt, , Go',
  hourlyRate: '0.0005',
  availability: 'weekends',
  experience: 'expert',
  portfolio: 'https://example.com',
  contact: 'me@example.com',
};
const commissionDraft: CommissionDraft = {
  title: 'Wallet',
  company: '',
  description: 'A wallet',
  requirements: 'Offline',
  techStack: 'React',
  projectType: 'other',
  budget: '25+',
  timeline: '1-week',
  priority: 'critical',
  contact: 'x',
};

/** Drafts mixing the filled values with any text, field by field (rates on the 0.0001 step among them). */
const draftsLike = <Field extends string>(
  fields: readonly Field[],
  filled: Readonly<Record<Field, string>>,
  extra: Partial<Record<Field, fc.Arbitrary<string>>> = {},
): fc.Arbitrary<Record<Field, string>> =>
  fc.record(
    Object.fromEntries(fields.map((field) => [field, fc.oneof(fc.string(), fc.constant(filled[field]), ...(extra[field] === undefined ? [] : [extra[field]]))])) as Record<
      Field,
      fc.Arbitrary<string>
    >,
  ) as fc.Arbitrary<Record<Field, string>>;

describe('the drafts of checked submissions', () => {
  it('check again to the same service offer: the server runs the same rules on what the page sent', () => {
    const rate = fc.integer({ min: 1, max: 10_000_000 }).map((units) => String(units / 10_000));
    fc.assert(
      fc.property(draftsLike(SERVICE_OFFER_FIELDS, offerDraft, { hourlyRate: rate, portfolio: arbitraryHttpUrl }), (draft) => {
        const checked = validateServiceOffer(draft);
        if (checked.ok) expect(validateServiceOffer(serviceOfferDraftOf(checked.value))).toEqual(checked);
      }),
      { numRuns: 200 },
    );
  });

  it('check again to the same commission', () => {
    fc.assert(
      fc.property(draftsLike(COMMISSION_FIELDS, commissionDraft), (draft) => {
        const checked = validateCommission(draft);
        if (checked.ok) expect(validateCommission(commissionDraftOf(checked.value))).toEqual(checked);
      }),
      { numRuns: 200 },
    );
  });
});

describe('postings', () => {
  it('belong to their poster only; nobody signed in owns none', () => {
    const posting = { id: '1', poster: 'alice', postedAt: 0 };
    expect([isPoster(posting, 'alice'), isPoster(posting, 'bob'), isPoster(posting, null)]).toEqual([true, false, false]);
  });
});
