import { describe, expect, it } from 'vitest';
import {
  initialTable,
  lookupIgnoringCase,
  wordTable,
  wordsStartingAt,
} from '../../../src/domain/contracts/caseInsensitive';

describe('case-insensitive word tables', () => {
  it('look a part of a text up in any case, by its exact extent', () => {
    const table = wordTable([
      ['token reward', 1],
      ['reward', 2],
    ]);
    const text = '**Token REWARD:** x';
    expect([lookupIgnoringCase(table, text, 2, 14), lookupIgnoringCase(table, text, 8, 14), lookupIgnoringCase(table, text, 2, 13)]).toEqual([
      1,
      2,
      undefined,
    ]);
  });

  it('list the words that may start at a position, by its first letter in any case', () => {
    const table = initialTable([
      ['token reward', 1],
      ['token bounty', 2],
      ['hours', 3],
    ]);
    const values = (text: string) => wordsStartingAt(table, text, 0)?.map((entry) => entry.value);
    expect([values('Token'), values('hours'), values('Feature'), values('')]).toEqual([[1, 2], [3], undefined, undefined]);
  });
});
