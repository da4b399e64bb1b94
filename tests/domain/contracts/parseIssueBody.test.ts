import { describe, expect, it } from 'vitest';
import { matchLabelledLine } from '../../../src/domain/contracts/labelledLine';
import { parseIssueBody } from '../../../src/domain/contracts/parseIssueBody';

const TEMPLATE_BODY = [
  '## Description',
  'A depth chart and order book for each code-NFT market.',
  '',
  '**Priority:** High',
  '**Estimated Hours:** 20',
  '**Token Reward:** 60,000 BAPP',
  '',
  '## Requirements',
  '- React',
  '- D3',
  '',
  '## Acceptance Criteria',
  '- [x] Design approved',
  '- [ ] Depth chart',
  '- [ ] Order book table',
  '- [ ] Live updates',
].join('\n');

describe('parseIssueBody on the repository template', () => {
  it('reads every field of a template body', () => {
    expect(parseIssueBody(TEMPLATE_BODY)).toEqual({
      description: 'A depth chart and order book for each code-NFT market.',
      rewardAmount: 60_000,
      rewardUnit: 'BAPP',
      estimatedHours: 20,
      priority: 'High',
      skills: ['React', 'D3'],
      deliverables: ['Depth chart', 'Order book table', 'Live updates'],
    });
  });

  it('reads the same body with Windows line endings', () => {
    expect(parseIssueBody(TEMPLATE_BODY.replaceAll('\n', '\r\n'))).toEqual(parseIssueBody(TEMPLATE_BODY));
  });

  it('gives the defaults for a null, empty or unrelated body', () => {
    const defaults = {
      description: '',
      rewardAmount: 2000,
      rewardUnit: 'BAPP',
      estimatedHours: 8,
      priority: 'Medium',
      skills: [],
      deliverables: [],
    };
    expect([parseIssueBody(null), parseIssueBody(''), parseIssueBody('## Notes\n\n- a list')]).toEqual([
      defaults,
      defaults,
      defaults,
    ]);
  });
});

describe('labelled lines', () => {
  it('accept the label without bold, in any case, with the bold after the colon or around the line', () => {
    const body = ['priority: critical', 'ESTIMATED HOURS: 1,200', '**Token Reward**: 45,000 BAPP'].join('\n');
    expect(parseIssueBody(body)).toMatchObject({ priority: 'Critical', estimatedHours: 1200, rewardAmount: 45_000 });
  });

  it('also read as list items', () => {
    const body = '- **Priority:** Low\n- **Estimated Hours:** 2.5\n- **Token Reward:** 3,000 BAPP';
    expect(parseIssueBody(body)).toMatchObject({ priority: 'Low', estimatedHours: 2.5, rewardAmount: 3000, skills: [] });
  });

  it('give the default priority for an unknown value, and the first line of each label wins', () => {
    expect(parseIssueBody('**Priority:** urgent\n**Priority:** High').priority).toBe('Medium');
    expect(parseIssueBody('**Estimated Hours:** 3\n**Estimated Hours:** 9').estimatedHours).toBe(3);
  });

  it('keep looking when a value has no number', () => {
    expect(parseIssueBody('**Token Reward:** TBD\n**Estimated Hours:** about a day\nBounty: 500 BAPP')).toMatchObject({
      rewardAmount: 500,
      estimatedHours: 8,
    });
  });

  it('are recognised one by one by matchLabelledLine', () => {
    expect(
      ['**Priority:** High', 'Estimated hours: 12', '__Token Reward:__ 45,000 BAPP **', 'Note: read me', 'Priority High'].map(
        matchLabelledLine,
      ),
    ).toEqual([
      { label: 'priority', value: 'High' },
      { label: 'hours', value: '12' },
      { label: 'reward', value: '45,000 BAPP' },
      null,
      null,
    ]);
  });
});

describe('rewards', () => {
  it('convert a percentage of tokens or bounty at 10,000,000 tokens per percent', () => {
    expect(
      [
        'Bounty: 0.25% of tokens',
        'Token Reward: 0.25 % of tokens',
        '2% Bounty',
        'This pays 1.5 % of the BAPP tokens.',
        '**Token Reward:** 0.5%',
      ].map((body) => parseIssueBody(body).rewardAmount),
    ).toEqual([2_500_000, 2_500_000, 20_000_000, 15_000_000, 5_000_000]);
  });

  it('ignore a percentage that is not about tokens or a bounty, and keep it in the prose', () => {
    expect(parseIssueBody('Raise coverage to 95% token accuracy.')).toMatchObject({
      rewardAmount: 2000,
      description: 'Raise coverage to 95% token accuracy.',
    });
  });

  it('keep a BCODE unit', () => {
    expect(parseIssueBody('**Token Reward:** 500 BCODE')).toMatchObject({ rewardAmount: 500, rewardUnit: 'BCODE' });
    expect(parseIssueBody('**Token Reward:** 500 bcode tokens')).toMatchObject({ rewardUnit: 'BCODE' });
    expect(parseIssueBody('**Token Reward:** 500 BCODEX')).toMatchObject({ rewardUnit: 'BAPP' });
  });

  it('take the first reward stated', () => {
    expect(parseIssueBody('2% Bounty\n**Token Reward:** 45,000 BAPP').rewardAmount).toBe(20_000_000);
  });
});

describe('deliverables', () => {
  it('are the unchecked checklist items, in order, at most 8, anywhere in the body', () => {
    const items = Array.from({ length: 11 }, (_, index) => `- [ ] Item ${index + 1}`);
    const body = ['Intro.', '- [x] Done already', '* [ ] Star bullet', '1. [ ] Numbered', ...items].join('\n');
    expect(parseIssueBody(body).deliverables).toEqual([
      'Star bullet',
      'Numbered',
      'Item 1',
      'Item 2',
      'Item 3',
      'Item 4',
      'Item 5',
      'Item 6',
    ]);
  });

  it('leave out checked items (x or X), empty boxes and boxes not at the start of an item', () => {
    expect(parseIssueBody('- [X] Big x\n- [ ]\n- see [ ] later\n-[ ] no space').deliverables).toEqual([]);
  });

  it('are not read inside code fences or HTML comments', () => {
    const body = '```md\n- [ ] In code\n```\n<!--\n- [ ] In a comment\n-->\n- [ ] Real';
    expect(parseIssueBody(body).deliverables).toEqual(['Real']);
  });
});

describe('skills', () => {
  it('are the list items under a Requirements or Skills heading, checklist items excluded', () => {
    const body = '## Skills\n- Monaco\n- Architecture\n\n- [ ] Write the architecture decision records\n## Other\n- Not a skill';
    expect(parseIssueBody(body)).toMatchObject({
      skills: ['Monaco', 'Architecture'],
      deliverables: ['Write the architecture decision records'],
    });
  });

  it('never include a task-list item, checked or not', () => {
    expect(parseIssueBody('## Skills\n- [X] Done\n- [x] Also done\n- Go')).toMatchObject({ skills: ['Go'], deliverables: [] });
  });

  it('accept the heading at any level and case, with a colon', () => {
    expect(parseIssueBody('### requirements:\n1. TypeScript\n+ Rust').skills).toEqual(['TypeScript', 'Rust']);
  });
});

describe('description', () => {
  it('is the first paragraph under the Description heading, lines joined', () => {
    const body = 'Preamble before.\n\n## Description\nFirst line\nsecond line.\n\nAnother paragraph.';
    expect(parseIssueBody(body).description).toBe('First line second line.');
  });

  it('is the first prose paragraph when there is no Description heading', () => {
    const body = '<!-- template note -->\n**Priority:** High\n# Title\nValidate the mint form.\n\n2% Bounty';
    expect(parseIssueBody(body).description).toBe('Validate the mint form.');
  });

  it('leaves out headings, labelled lines, lists, quotes, tables and rules', () => {
    const body = '## Description\n> quoted\n| a | b |\n---\n**Priority:** Low\n- item\nThe prose.';
    expect(parseIssueBody(body).description).toBe('The prose.');
  });

  it('does not treat `#25` at the start of a line as a heading', () => {
    expect(parseIssueBody('#25 must be fixed first.').description).toBe('#25 must be fixed first.');
  });
});
