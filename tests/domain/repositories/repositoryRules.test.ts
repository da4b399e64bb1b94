import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayConnect } from '../../../src/domain/repositories/repositoryAccess';
import { parseRepositoryContractKey, repositoryContractKey } from '../../../src/domain/repositories/repositoryContractKey';

describe('who may connect a repository', () => {
  it('is a login with write, maintain or admin access (either field, any case); read, triage, none or nothing is refused', () => {
    const cases: [string | null, string | null][] = [
      ['admin', null],
      ['write', 'write'],
      ['read', 'maintain'],
      [' WRITE ', null],
      ['read', 'triage'],
      ['none', null],
      [null, null],
      ['', 'read'],
    ];
    expect(cases.map(([permission, role]) => mayConnect(permission, role))).toEqual([true, true, true, true, false, false, false, false]);
  });
});

describe('a contract’s key across repositories', () => {
  it('reads back the repository and issue number it was made of', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_.-]{1,20}\/[A-Za-z0-9_.-]{1,20}$/), fc.integer({ min: 1, max: 2 ** 40 }), (repository, issueNumber) => {
        expect(parseRepositoryContractKey(repositoryContractKey(repository, issueNumber))).toEqual({ repository, issueNumber });
      }),
    );
  });

  it('is no key without a repository, or with a number that is not a positive whole number', () => {
    expect(['acme/tools#0', 'acme#7', 'acme/tools#', 'acme/tools#07', 'acme/tools#x', 'acme/tools'].map(parseRepositoryContractKey)).toEqual([null, null, null, null, null, null]);
  });
});
