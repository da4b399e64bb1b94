import { describe, expect, it } from 'vitest';
import { parsePriority, parsePriorityAt } from '../../../src/domain/contracts/parsePriority';
import { percentPhraseAmount, rewardAmountIn, rewardUnitIn } from '../../../src/domain/contracts/parseReward';

const unitOf = (text: string, start = 0, end = text.length) => rewardUnitIn(text, start, end);
const amountOf = (text: string) => rewardAmountIn(text, 0, text.length);

describe('rewardUnitIn', () => {
  it('reads BCODE only as a whole word, in any case', () => {
    expect(['BCODE', '500 bcode', '500 BCode!', '{bcode}', '@bcode', '500 BCODEs', 'xbcode', '_bcode', '1bcode', 'bcode_', 'Zbcode', '500 BAPP', '', 'bcod'].map((text) => unitOf(text))).toEqual([
      'BCODE',
      'BCODE',
      'BCODE',
      'BCODE',
      'BCODE',
      'BAPP',
      'BAPP',
      'BAPP',
      'BAPP',
      'BAPP',
      'BAPP',
      'BAPP',
      'BAPP',
      'BAPP',
    ]);
  });

  it('looks only inside the range, whose edges count as word edges', () => {
    expect([unitOf('xbcode', 1), unitOf('bcodex', 0, 5), unitOf('bcode', 0, 4), unitOf('500 bcode', 0, 3), unitOf('a bcode b', 2, 7)]).toEqual([
      'BCODE',
      'BCODE',
      'BAPP',
      'BAPP',
      'BCODE',
    ]);
  });
});

describe('rewardAmountIn', () => {
  it('reads whole tokens, a percentage as tokens of the supply (1% is 10,000,000)', () => {
    expect(['45,000 BAPP', '500 BCODE', '0.25% of tokens', '2 % bounty', '2.5 BAPP', '10.4', '1%'].map(amountOf)).toEqual([
      45_000, 500, 2_500_000, 20_000_000, 3, 10, 10_000_000,
    ]);
  });

  it('is NaN without a number, or for one too large to be a safe integer', () => {
    expect(['none', '', '9'.repeat(20), '1000000000% of tokens'].map(amountOf)).toEqual([Number.NaN, Number.NaN, Number.NaN, Number.NaN]);
  });

  it('reads only inside the range', () => {
    expect([rewardAmountIn('12 and 5%', 3, 9), rewardAmountIn('7 %', 0, 2)]).toEqual([50_000_000, 7]);
  });
});

describe('percentPhraseAmount', () => {
  it('reads a percentage of tokens or a bounty stated in prose', () => {
    expect(['2% Bounty', 'a 0.25% of tokens reward', '1% of the BAPP tokens', '3 % bounties', '5% off', 'no reward'].map(percentPhraseAmount)).toEqual([
      20_000_000,
      2_500_000,
      10_000_000,
      30_000_000,
      Number.NaN,
      Number.NaN,
    ]);
  });
});

describe('parsePriority', () => {
  it('names the priority of the first word, in any case and markup; anything else is Medium', () => {
    expect(['high', '**Critical**', 'LOW', ' 1. medium', 'urgent', 'highest', '', '**', 'low high'].map(parsePriority)).toEqual([
      'High',
      'Critical',
      'Low',
      'Medium',
      'Medium',
      'Medium',
      'Medium',
      'Medium',
      'Low',
    ]);
  });

  it('reads only inside the range', () => {
    expect([parsePriorityAt('Priority: high', 10, 14), parsePriorityAt('high', 0, 3), parsePriorityAt('xhigh', 1, 5)]).toEqual(['High', 'Medium', 'High']);
  });
});
