import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateCommission, type CommissionDraft, type CommissionField } from '../../../src/domain/hub/commission';
import { checkText } from '../../../src/domain/hub/formRules';
import { validateProjectBrief } from '../../../src/domain/hub/projectBrief';
import { validateServiceOffer, type ServiceOfferDraft, type ServiceOfferField } from '../../../src/domain/hub/serviceOffer';
import { NUL_CHARACTER } from '../../../src/domain/shared/storableText';

const offer: ServiceOfferDraft = {
  title: 'sCrypt contracts',
  description: 'Stateful contracts, tested.',
  skills: 'sCrypt, TypeScript',
  hourlyRate: '0.0005',
  availability: 'part-time',
  experience: 'senior',
  portfolio: 'https://github.com/alice',
  contact: 'alice@handcash.io',
};
const commission: CommissionDraft = {
  title: 'Payment gateway',
  company: 'Shop Ltd',
  description: 'Take BSV payments in a shop.',
  requirements: 'Refunds, webhooks',
  techStack: 'Node.js, React',
  projectType: 'api-backend',
  budget: '1-5',
  timeline: '1-month',
  priority: 'high',
  contact: 'shop@example.com',
};
const OFFER_TEXT_FIELDS: readonly ServiceOfferField[] = ['title', 'description', 'skills', 'portfolio', 'contact'];
const COMMISSION_TEXT_FIELDS: readonly CommissionField[] = ['title', 'company', 'description', 'requirements', 'techStack', 'contact'];

/** `text` with NUL put at `at` (any position, ends included). */
const withNul = (text: string, at: number): string => text.slice(0, at) + NUL_CHARACTER + text.slice(at);
/** Any text, NUL and control characters included. */
const anyText = fc.string({ unit: 'binary', maxLength: 12 });
const textOf = (value: unknown): string => JSON.stringify(value);

describe('the hub forms and the NUL character', () => {
  it('check a text: NUL before blank, blank only when required', () => {
    expect([checkText('a\u0000', 'required'), checkText(' ', 'required'), checkText(' '), checkText('\u0000'), checkText('a', 'required')]).toEqual([
      'nulCharacter', 'required', null, 'nulCharacter', null,
    ]);
  });

  it('refuse NUL anywhere in any text field of an offer, naming that field only', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OFFER_TEXT_FIELDS), fc.nat(), (field, at) => {
        const result = validateServiceOffer({ ...offer, [field]: withNul(offer[field], at % (offer[field].length + 1)) });
        return !result.ok && textOf(result.error) === textOf({ [field]: 'nulCharacter' });
      }),
    );
  });

  it('refuse NUL anywhere in any text field of a commission, naming that field only', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COMMISSION_TEXT_FIELDS), fc.nat(), (field, at) => {
        const result = validateCommission({ ...commission, [field]: withNul(commission[field], at % (commission[field].length + 1)) });
        return !result.ok && textOf(result.error) === textOf({ [field]: 'nulCharacter' });
      }),
    );
  });

  it('never accept an offer, commission or brief whose kept text holds NUL, whatever was typed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OFFER_TEXT_FIELDS), fc.constantFrom(...COMMISSION_TEXT_FIELDS), anyText, (offerField, commissionField, text) => {
        const results = [
          validateServiceOffer({ ...offer, [offerField]: `${offer[offerField]}${text}` }),
          validateCommission({ ...commission, [commissionField]: `${text}${commission[commissionField]}` }),
          validateProjectBrief('1', { brief: text }),
        ];
        return results.every((result) => !result.ok || !textOf(result.value).includes('\\u0000'));
      }),
    );
  });

  it('refuse a brief holding NUL with its own code, before asking for one', () => {
    expect([validateProjectBrief('1', { brief: ' \u0000 ' }), validateProjectBrief('1', { brief: ' ' })]).toEqual([
      { ok: false, error: { brief: 'nulCharacter' } },
      { ok: false, error: { brief: 'briefRequired' } },
    ]);
  });
});
