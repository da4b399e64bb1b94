import { describe, expect, it } from 'vitest';
import { withContactHandleRule } from '../../../src/domain/hub/contactHandleRule';
import { validateCommission } from '../../../src/domain/hub/commission';
import { validateServiceOffer } from '../../../src/domain/hub/serviceOffer';
import { commissionDraftOf, serviceOfferDraftOf } from '../../../src/domain/hub/submissionDrafts';
import { SAMPLE_COMMISSION, SAMPLE_OFFER } from '../../support/hubSubmissionsSamples';

const offerWith = (fields: Partial<typeof SAMPLE_OFFER>) => {
  const wire = { ...SAMPLE_OFFER, ...fields };
  return withContactHandleRule(validateServiceOffer(serviceOfferDraftOf(wire)), wire.contact);
};

describe('the contact handle rule of postings', () => {
  it('refuses a contact written as a HandCash handle ($…) that is not one, and keeps one that is or any other contact', () => {
    expect(['$alice', 'alice@example.com', '$not a handle', `$${'a'.repeat(51)}`, '$'].map((contact) => {
      const checked = offerWith({ contact });
      return checked.ok ? checked.value.contact : checked.error;
    })).toEqual(['$alice', 'alice@example.com', { contact: 'contactHandleInvalid' }, { contact: 'contactHandleInvalid' }, { contact: 'contactHandleInvalid' }]);
  });

  it("keeps the other fields' refusals beside it, and a commission's contact the same", () => {
    const commission = { ...SAMPLE_COMMISSION, contact: '$the shop' };
    expect([offerWith({ title: ' ', contact: '$a b' }), withContactHandleRule(validateCommission(commissionDraftOf(commission)), commission.contact)]).toEqual([
      { ok: false, error: { title: 'titleRequired', contact: 'contactHandleInvalid' } },
      { ok: false, error: { contact: 'contactHandleInvalid' } },
    ]);
  });
});
