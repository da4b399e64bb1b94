import { describe, expect, it } from 'vitest';
import { COMMISSION_REFUSALS, PROJECT_BRIEF_REFUSALS, SERVICE_OFFER_REFUSALS } from '../../src/adapters/server/hubRefusals';
import { COMMISSION_ERROR_MESSAGES } from '../../src/ui/pages/commission/commission.texts';
import { SERVICE_OFFER_ERROR_MESSAGES } from '../../src/ui/pages/createOffer/serviceOffer.texts';
import { PROJECT_BRIEF_ERROR_MESSAGES } from '../../src/ui/pages/findDevelopers/findDevelopers.texts';

describe("the hub API's refusals", () => {
  it('use the same words as the forms, so a request that bypasses the page reads the same messages', () => {
    expect([SERVICE_OFFER_REFUSALS, COMMISSION_REFUSALS, PROJECT_BRIEF_REFUSALS]).toEqual([
      SERVICE_OFFER_ERROR_MESSAGES,
      COMMISSION_ERROR_MESSAGES,
      PROJECT_BRIEF_ERROR_MESSAGES,
    ]);
  });
});
