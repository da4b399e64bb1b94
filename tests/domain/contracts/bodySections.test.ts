import { describe, expect, it } from 'vitest';
import { sectionAt } from '../../../src/domain/contracts/bodySections';
import { BodyStatements } from '../../../src/domain/contracts/bodyStatements';

const sectionOf = (text: string) => sectionAt(text, 0, text.length);

describe('sectionAt', () => {
  it('knows the description and skills headings, in any case, ignoring closing hashes, a colon and blanks', () => {
    expect(['Description', '  DESCRIPTION:  ', 'Skills ##', 'Requirements:', 'Required Skills', 'skills required', 'Skills:#: ', 'Notes', '', '::', 'Description of work'].map(sectionOf)).toEqual([
      'description',
      'description',
      'skills',
      'skills',
      'skills',
      'skills',
      'skills',
      'other',
      'other',
      'other',
      'other',
    ]);
  });

  it('reads only inside the range', () => {
    expect([sectionAt('## Skills', 3, 9), sectionAt('Skillsx', 0, 6), sectionAt('Skills', 0, 5)]).toEqual(['skills', 'skills', 'other']);
  });
});

/** The statements of a body, fed line by line as the scanner does. */
function statementsOf(...lines: string[]) {
  const text = lines.join('\n');
  const statements = new BodyStatements();
  statements.reset(text);
  let start = 0;
  const taken = lines.map((line) => {
    const took = statements.take(start, start + line.length);
    start += line.length + 1;
    return took;
  });
  const { priority, hours, rewardAmount, rewardUnit } = statements;
  return { taken, priority, hours, rewardAmount, rewardUnit };
}

describe('BodyStatements', () => {
  it('keeps the first of each labelled statement, and the first reward', () => {
    expect(statementsOf('Priority: High', 'Priority: Low', 'Estimated hours: 12', 'Estimated hours: 3', 'Reward: 500 BCODE', 'Reward: 900 BAPP')).toMatchObject({
      taken: [true, true, true, true, true, true],
      priority: 'High',
      hours: 12,
      rewardAmount: 500,
      rewardUnit: 'BCODE',
    });
  });

  it('takes a percentage reward stated in prose, and skips a line whose percentage is something else', () => {
    expect(statementsOf('Nothing here', 'Save 5% off', 'We pay a 2% bounty', 'and 3% bounty later')).toEqual({
      taken: [false, false, true, true],
      priority: null,
      hours: null,
      rewardAmount: 20_000_000,
      rewardUnit: 'BAPP',
    });
  });

  it('counts a reward without an amount (TBD) as none, so a later one is taken', () => {
    expect(statementsOf('Reward: TBD', 'Reward: 700 BCODE')).toMatchObject({ rewardAmount: 700, rewardUnit: 'BCODE' });
  });

  it('forgets everything on reset', () => {
    const statements = new BodyStatements();
    statements.reset('Priority: High\nReward: 5 BCODE');
    statements.take(0, 14);
    statements.take(15, 30);
    statements.reset('plain');
    expect([statements.priority, statements.hours, statements.rewardAmount, statements.rewardUnit]).toEqual([null, null, Number.NaN, 'BAPP']);
  });
});
