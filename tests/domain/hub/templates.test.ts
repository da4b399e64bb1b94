import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAMPLE_TEMPLATES as TEMPLATES } from '../../../src/adapters/sample/sampleTemplates';
import { filterTemplates, TEMPLATE_FILTERS } from '../../../src/domain/hub/templates';
import { arbitraryTemplate, isSubsequence } from './arbitraries';

describe('filterTemplates', () => {
  it('offers the categories all, defi, nft, wallet and gaming over four templates', () => {
    expect({
      filters: TEMPLATE_FILTERS,
      shown: TEMPLATE_FILTERS.map((filter) => filterTemplates(TEMPLATES, filter).length),
    }).toEqual({ filters: ['all', 'defi', 'nft', 'wallet', 'gaming'], shown: [4, 1, 1, 1, 1] });
  });

  it('keeps only the chosen category', () => {
    expect(filterTemplates(TEMPLATES, 'wallet').map((template) => template.id)).toEqual(['handcash-wallet']);
  });

  it('never adds items: the result is a subsequence of the input, all of the chosen category', () => {
    const filter = fc.constantFrom(...TEMPLATE_FILTERS);
    fc.assert(
      fc.property(fc.array(arbitraryTemplate, { maxLength: 12 }), filter, (templates, chosen) => {
        const shown = filterTemplates(templates, chosen);
        return (
          isSubsequence(shown, templates) &&
          shown.every((template) => chosen === 'all' || template.category === chosen) &&
          (chosen !== 'all' || shown.length === templates.length)
        );
      }),
    );
  });
});
