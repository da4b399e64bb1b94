import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTRACT_PRIORITIES } from '../../../src/domain/contracts/contractConstants';
import { parseIssueBody } from '../../../src/domain/contracts/parseIssueBody';

/** 1234567 as `1,234,567`, written independently of the code under test. */
const withSeparators = (value: number): string => new Intl.NumberFormat('en-US').format(value);

/** An unchecked task-list item, written independently of the code under test. */
const UNCHECKED_ITEM = /^(?:[-*+]|\d{1,9}[.)])[ \t]+\[ \](?:[ \t](.*))?$/;

const ASCII_BLANKS_AROUND = /^[\x00-\x20]+|[\x00-\x20]+$/g;

const markdownLine = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('', '## Description', '## Requirements', '## Skills', '```', '<!--', '-->', '---', '> quote', '# '),
  fc.string().map((text) => `- [ ] ${text}`),
  fc.string().map((text) => `- [x] ${text}`),
  fc.string().map((text) => `- ${text}`),
  fc.string().map((text) => `**Priority:** ${text}`),
  fc.string().map((text) => `**Token Reward:** ${text}`),
  fc.string().map((text) => `Bounty: ${text}%`),
);
const anyBody = fc.oneof(
  fc.constant(null),
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.array(markdownLine, { maxLength: 30 }).map((lines) => lines.join('\n')),
);

describe('parseIssueBody properties', () => {
  it('never throws and always gives well-formed values', () => {
    fc.assert(
      fc.property(anyBody, (body) => {
        const parsed = parseIssueBody(body);
        expect(CONTRACT_PRIORITIES).toContain(parsed.priority);
        expect(['BAPP', 'BCODE']).toContain(parsed.rewardUnit);
        expect(Number.isSafeInteger(parsed.rewardAmount) && parsed.rewardAmount >= 0).toBe(true);
        expect(Number.isFinite(parsed.estimatedHours) && parsed.estimatedHours >= 0).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('gives at most 8 deliverables, never a checked item, in the order of the body', () => {
    const item = fc.record({ checked: fc.boolean(), text: fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,20}[A-Za-z]$/) });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 20 }), (items) => {
        const body = items.map(({ checked, text }) => `- [${checked ? 'x' : ' '}] ${text}`).join('\n');
        const unchecked = items.filter((entry) => !entry.checked).map((entry) => entry.text);
        expect(parseIssueBody(body).deliverables).toEqual(unchecked.slice(0, 8));
      }),
    );
  });

  it('stops at 8 when there are 9 or more unchecked items, checked ones among them or not', () => {
    const text = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,20}[A-Za-z]$/);
    const unchecked = fc.array(text, { minLength: 9, maxLength: 20 });
    const checked = fc.array(text, { maxLength: 5 });
    fc.assert(
      fc.property(unchecked, checked, (open, done) => {
        const body = [...done.map((item) => `- [x] ${item}`), ...open.map((item) => `- [ ] ${item}`)].join('\n');
        expect(parseIssueBody(body).deliverables).toEqual(open.slice(0, 8));
      }),
    );
  });

  it('never gives more than 8 deliverables or a checked one, whatever the body', () => {
    fc.assert(
      fc.property(anyBody, (body) => {
        const { deliverables } = parseIssueBody(body);
        expect(deliverables.length).toBeLessThanOrEqual(8);
        const unchecked = new Set(
          (body ?? '')
            .split('\n')
            .map((line) => UNCHECKED_ITEM.exec(line.trim())?.[1]?.replace(ASCII_BLANKS_AROUND, ''))
            .filter((text) => text !== undefined),
        );
        for (const deliverable of deliverables) expect(unchecked).toContain(deliverable);
      }),
      { numRuns: 300 },
    );
  });

  it('reads a reward with thousands separators, in either unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.constantFrom('BAPP', 'BCODE' as const),
        fc.boolean(),
        (amount, unit, bold) => {
          const label = bold ? '**Token Reward:**' : 'token reward:';
          const body = `Intro.\n\n${label} ${withSeparators(amount)} ${unit}`;
          expect(parseIssueBody(body)).toMatchObject({ rewardAmount: amount, rewardUnit: unit });
        },
      ),
    );
  });

  it('multiplies a percentage of tokens or bounty by 10,000,000', () => {
    const hundredths = fc.integer({ min: 0, max: 10_000 });
    const phrases = [
      (p: string) => `Bounty: ${p}% of tokens`,
      (p: string) => `${p}% Bounty`,
      (p: string) => `**Token Reward:** ${p}%`,
    ];
    fc.assert(
      fc.property(hundredths, fc.integer({ min: 0, max: phrases.length - 1 }), (value, phrase) => {
        const percent = (value / 100).toFixed(2);
        expect(parseIssueBody(phrases[phrase]?.(percent) ?? '').rewardAmount).toBe(value * 100_000);
      }),
    );
  });

  it('reads estimated hours with separators, and gives the defaults when a label is missing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.boolean(), (hours, withHours) => {
        const body = withHours ? `Estimated Hours: ${withSeparators(hours)}` : 'No labels here.';
        expect(parseIssueBody(body)).toMatchObject({
          estimatedHours: withHours ? hours : 8,
          rewardAmount: 2000,
          rewardUnit: 'BAPP',
          priority: 'Medium',
        });
      }),
    );
  });

  it('matches a priority in any case', () => {
    const casing = fc.array(fc.boolean(), { minLength: 8, maxLength: 8 });
    fc.assert(
      fc.property(fc.constantFrom(...CONTRACT_PRIORITIES), casing, (priority, upper) => {
        const written = [...priority].map((char, index) => (upper[index] ? char.toUpperCase() : char.toLowerCase())).join('');
        expect(parseIssueBody(`**Priority:** ${written}`).priority).toBe(priority);
      }),
    );
  });
});
