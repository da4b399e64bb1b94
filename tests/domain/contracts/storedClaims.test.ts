import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../../src/domain/contracts/claim';
import { parseStoredClaims, storableClaims } from '../../../src/domain/contracts/storedClaims';

const claim = (issueNumber: number): Claim => ({
  issueNumber,
  githubUsername: 'octocat',
  handcashHandle: '$octo',
  claimedAt: 1_000,
  deadline: 2_000,
});

describe('parseStoredClaims', () => {
  it('reads an object keyed by issue number and an array, dropping invalid entries', () => {
    const { issueNumber: _, ...withoutNumber } = claim(4);
    const stored = {
      '4': withoutNumber,
      '5': claim(5),
      '6': claim(7),
      '8': { ...claim(8), deadline: 500 },
      '9': { ...claim(9), githubUsername: ' ' },
      '10': { ...claim(10), claimedAt: '2025-01-01' },
      abc: claim(11),
      '12': null,
    };
    expect([...parseStoredClaims(stored).entries()]).toEqual([
      [4, claim(4)],
      [5, claim(5)],
    ]);
    expect([...parseStoredClaims([claim(3), { ...claim(2), issueNumber: -2 }, 'x']).entries()]).toEqual([[3, claim(3)]]);
  });

  it('reads back what storableClaims wrote', () => {
    const claims = new Map([
      [1, claim(1)],
      [30, claim(30)],
    ]);
    expect(parseStoredClaims(JSON.parse(JSON.stringify(storableClaims(claims))))).toEqual(claims);
  });

  it('never throws, whatever storage held, and keeps only valid claims', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.jsonValue(), fc.dictionary(fc.string(), fc.anything())), (stored) => {
        for (const [issueNumber, value] of parseStoredClaims(stored)) {
          expect(Number.isSafeInteger(issueNumber) && issueNumber > 0).toBe(true);
          expect(value.issueNumber).toBe(issueNumber);
          expect(value.githubUsername.trim()).not.toBe('');
          expect(value.deadline).toBeGreaterThanOrEqual(value.claimedAt);
        }
      }),
    );
  });

  it('survives a hostile value', () => {
    const hostile = new Proxy({}, { ownKeys: () => { throw new Error('no'); } });
    expect(parseStoredClaims(hostile).size).toBe(0);
  });
});
