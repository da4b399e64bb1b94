import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SERVICE_OFFER,
  SERVICE_OFFER_FIELDS,
  validateServiceOffer,
  type ServiceOfferDraft,
} from '../../../src/domain/hub/serviceOffer';
import { arbitraryHttpUrl } from './arbitraries';

const filled: ServiceOfferDraft = {
  title: ' sCrypt contracts ',
  description: 'Stateful contracts, tested.',
  skills: 'sCrypt, TypeScript',
  hourlyRate: '0.0005',
  availability: 'part-time',
  experience: 'senior',
  portfolio: 'https://github.com/alice',
  contact: 'alice@handcash.io',
};

describe('validateServiceOffer', () => {
  it('asks for every required field of an empty form, in form order', () => {
    const result = validateServiceOffer(EMPTY_SERVICE_OFFER);
    expect(result).toEqual({
      ok: false,
      error: {
        title: 'titleRequired',
        description: 'descriptionRequired',
        skills: 'skillsRequired',
        hourlyRate: 'hourlyRateRequired',
        contact: 'contactRequired',
      },
    });
    expect(result.ok ? [] : Object.keys(result.error)).toEqual(['title', 'description', 'skills', 'hourlyRate', 'contact']);
  });

  it('accepts a filled form and returns the offer, trimmed, with skills as a list', () => {
    expect(validateServiceOffer(filled)).toEqual({
      ok: true,
      value: {
        title: 'sCrypt contracts',
        description: 'Stateful contracts, tested.',
        skills: ['sCrypt', 'TypeScript'],
        hourlyRateBsv: 0.0005,
        availability: 'part-time',
        experience: 'senior',
        portfolio: 'https://github.com/alice',
        contact: 'alice@handcash.io',
      },
    });
  });

  it('treats a blank portfolio as none, and refuses one that is not an http(s) address', () => {
    const blank = validateServiceOffer({ ...filled, portfolio: '  ' });
    expect(blank.ok && blank.value.portfolio).toBeNull();
    expect(validateServiceOffer({ ...filled, portfolio: 'github.com/alice' })).toEqual({ ok: false, error: { portfolio: 'portfolioInvalid' } });
  });

  it('refuses a rate that is zero, negative, not a number or finer than the 0.0001 step', () => {
    const verdicts = ['0', '-1', 'ten', '0.00005', '1e-3'].map((hourlyRate) => validateServiceOffer({ ...filled, hourlyRate }));
    expect(verdicts.every((result) => !result.ok && result.error.hourlyRate === 'hourlyRateInvalid')).toBe(true);
  });

  it('refuses a rate above 1,000 BSV an hour, 2^53 included, and accepts 1,000 itself', () => {
    const verdicts = ['1000.0001', '1001', '9007199254740992'].map((hourlyRate) => validateServiceOffer({ ...filled, hourlyRate }));
    expect([verdicts.map((result) => !result.ok && result.error.hourlyRate), validateServiceOffer({ ...filled, hourlyRate: '1000' }).ok]).toEqual([
      ['hourlyRateTooHigh', 'hourlyRateTooHigh', 'hourlyRateTooHigh'],
      true,
    ]);
  });

  it('refuses skills made only of commas and spaces, and choices outside their options', () => {
    expect(validateServiceOffer({ ...filled, skills: ' , ,', availability: 'sometimes', experience: '' })).toEqual({
      ok: false,
      error: { skills: 'skillsRequired', availability: 'availabilityInvalid', experience: 'experienceInvalid' },
    });
  });

  it('accepts any draft with the required fields filled, a rate on the step and an optional http(s) portfolio', () => {
    const text = fc.string({ minLength: 1 }).filter((value) => value.trim() !== '' && !/^[\s,]*$/.test(value));
    const rate = fc.integer({ min: 1, max: 10_000_000 }).map((units) => String(units / 10_000)); // 0.0001 to 1,000 BSV
    const portfolio = fc.oneof(fc.constant(''), arbitraryHttpUrl);
    fc.assert(
      fc.property(fc.record({ title: text, description: text, skills: text, hourlyRate: rate, portfolio, contact: text }), (fields) => {
        const result = validateServiceOffer({ ...filled, ...fields });
        return result.ok && result.value.hourlyRateBsv === Number(fields.hourlyRate);
      }),
      { numRuns: 50 },
    );
  });

  it('reports errors only under fields of the form', () => {
    const draft = fc.record(
      Object.fromEntries(SERVICE_OFFER_FIELDS.map((field) => [field, fc.oneof(fc.string(), fc.constant(filled[field]))])) as Record<
        keyof ServiceOfferDraft,
        fc.Arbitrary<string>
      >,
    );
    fc.assert(
      fc.property(draft, (value) => {
        const result = validateServiceOffer(value);
        return result.ok || Object.keys(result.error).every((field) => (SERVICE_OFFER_FIELDS as readonly string[]).includes(field));
      }),
    );
  });
});
