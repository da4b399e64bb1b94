import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAMPLE_DEVELOPERS as DEVELOPERS } from '../../../src/adapters/sample/sampleDevelopers';
import { skillsOf } from '../../../src/domain/hub/developers';
import { filterDevelopers, NO_DEVELOPER_CRITERIA, toAvailabilityFilter } from '../../../src/domain/hub/developerSearch';
import { arbitraryCriteria, arbitraryDeveloper, isSubsequence } from './arbitraries';

const names = (criteria: Partial<typeof NO_DEVELOPER_CRITERIA>) =>
  filterDevelopers(DEVELOPERS, { ...NO_DEVELOPER_CRITERIA, ...criteria }).map((developer) => developer.name);

describe('filterDevelopers', () => {
  it('searches name, username, title and skills, ignoring case and surrounding spaces', () => {
    expect({
      all: names({}),
      byName: names({ query: ' alice ' }),
      byUsername: names({ query: 'MJOHNSON' }),
      byTitle: names({ query: 'payments specialist' }),
      bySkill: names({ query: 'bitcoin script' }),
      none: names({ query: 'cobol' }),
    }).toEqual({
      all: ['Alice Chen', 'Marcus Johnson', 'Sofia Rodriguez'],
      byName: ['Alice Chen'],
      byUsername: ['Marcus Johnson'],
      byTitle: ['Sofia Rodriguez'],
      bySkill: ['Alice Chen', 'Sofia Rodriguez'],
      none: [],
    });
  });

  it('filters by skill and by availability, and combines every criterion', () => {
    expect({
      rust: names({ skill: 'Rust' }),
      busy: names({ availability: 'Busy' }),
      rustAndAvailable: names({ skill: 'rust', availability: 'Available' }),
      rustAndBusy: names({ skill: 'Rust', availability: 'Busy' }),
    }).toEqual({ rust: ['Alice Chen', 'Sofia Rodriguez'], busy: ['Marcus Johnson'], rustAndAvailable: ['Alice Chen'], rustAndBusy: [] });
  });

  it('never adds items: the result is a subsequence of the input', () => {
    fc.assert(
      fc.property(fc.array(arbitraryDeveloper, { maxLength: 10 }), arbitraryCriteria, (developers, criteria) =>
        isSubsequence(filterDevelopers(developers, criteria), developers),
      ),
    );
  });

  it('keeps everyone when no criterion is set, and only matching availability otherwise', () => {
    fc.assert(
      fc.property(fc.array(arbitraryDeveloper, { maxLength: 10 }), arbitraryCriteria, (developers, criteria) => {
        const shown = filterDevelopers(developers, criteria);
        const unfiltered = filterDevelopers(developers, NO_DEVELOPER_CRITERIA);
        return unfiltered.length === developers.length && shown.every((d) => criteria.availability === 'all' || d.availability === criteria.availability);
      }),
    );
  });

  it('narrows as criteria are added: a filtered result never grows when another criterion is set', () => {
    fc.assert(
      fc.property(fc.array(arbitraryDeveloper, { maxLength: 10 }), arbitraryCriteria, (developers, criteria) => {
        const byQuery = filterDevelopers(developers, { ...NO_DEVELOPER_CRITERIA, query: criteria.query });
        return isSubsequence(filterDevelopers(developers, criteria), byQuery);
      }),
    );
  });
});

describe('toAvailabilityFilter', () => {
  it('reads a select value as one availability, or all', () => {
    expect(['Busy', 'all', 'busy', ''].map(toAvailabilityFilter)).toEqual(['Busy', 'all', 'all', 'all']);
  });
});

describe('skillsOf', () => {
  it('lists every skill once, sorted without regard to case', () => {
    expect(skillsOf(DEVELOPERS)).toEqual(['Bitcoin Script', 'Go', 'HandCash Connect', 'Node.js', 'Payments', 'React', 'Rust', 'sCrypt', 'TypeScript']);
    expect(skillsOf([{ ...DEVELOPERS[0]!, skills: ['go', 'Go', 'Ada'] }])).toEqual(['Ada', 'go']);
  });
});
