import { describe, expect, it } from 'vitest';
import { LabelledLineReader, matchLabelledLine } from '../../../src/domain/contracts/labelledLine';

describe('matchLabelledLine', () => {
  it('reads every known label, in any case, with emphasis on either side of the colon', () => {
    expect(
      [
        '**Priority:** High',
        '**Estimated Hours**: 12',
        'hours: 3',
        '__Token Reward:__ 45,000 BAPP',
        'REWARD: 500 BCODE',
        '*Bounty*: 2%',
        'Token Bounty : 10',
        '  **Priority:**   Low **  ',
      ].map(matchLabelledLine),
    ).toEqual([
      { label: 'priority', value: 'High' },
      { label: 'hours', value: '12' },
      { label: 'hours', value: '3' },
      { label: 'reward', value: '45,000 BAPP' },
      { label: 'reward', value: '500 BCODE' },
      { label: 'reward', value: '2%' },
      { label: 'reward', value: '10' },
      { label: 'priority', value: 'Low' },
    ]);
  });

  it('gives an empty value for a label with nothing after its colon', () => {
    expect([matchLabelledLine('Priority:'), matchLabelledLine('**Priority:** **')]).toEqual([
      { label: 'priority', value: '' },
      { label: 'priority', value: '' },
    ]);
  });

  it('refuses unknown labels, labels without a colon, words that only start like one, and a colon too far in', () => {
    expect(
      ['Status: open', 'Priority High', 'Priorityx: High', 'Rewards: 5', 'Priority', '', '***', `**Priority${' '.repeat(40)}:** High`, 'Priority - note: x'].map(
        matchLabelledLine,
      ),
    ).toEqual([null, null, null, null, null, null, null, null, null]);
  });

  it('accepts a colon up to 40 characters into the line', () => {
    const padded = (blanks: number) => `Priority${' '.repeat(blanks)}: High`;
    expect([matchLabelledLine(padded(32)), matchLabelledLine(padded(33))]).toEqual([{ label: 'priority', value: 'High' }, null]);
  });

  it('reads inside the range it is given', () => {
    const reader = new LabelledLineReader();
    const text = 'xx Hours: 7 yy';
    expect([reader.read(text, 3, 11), text.slice(reader.valueStart, reader.valueEnd), reader.read(text, 3, 8)]).toEqual([true, '7', false]);
  });
});
