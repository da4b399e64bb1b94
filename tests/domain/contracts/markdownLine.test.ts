import { describe, expect, it } from 'vitest';
import { categoryFromLabels } from '../../../src/domain/contracts/category';
import { checkboxAt, headingLevelAt, isCommentStartAt, isFenceAt, isThematicBreakAt, orderedItemStartAt } from '../../../src/domain/contracts/markdownLine';
import { isCacheFresh, REPOSITORY_CACHE_FRESH_MS } from '../../../src/domain/contracts/repositoryCache';

const whole = <T>(check: (text: string, start: number, end: number) => T) => (text: string) => check(text, 0, text.length);

describe('markdown lines', () => {
  it('reads ATX heading levels 1 to 6, followed by a blank or nothing', () => {
    expect(['# A', '## Skills', '###### Six', '####### Seven', '#', '##', '#Tag', 'A #', '', '##\tTab'].map(whole(headingLevelAt))).toEqual([
      1, 2, 6, 0, 1, 2, 0, 0, 0, 2,
    ]);
    expect([headingLevelAt('x## A', 1, 5), headingLevelAt('###', 0, 2)]).toEqual([2, 2]);
  });

  it('finds where an ordered item’s content starts, after its marker and blanks', () => {
    expect(['1. Do', '12) Do', '3.  Two blanks', '4.', '5.x', '6 Do', '1234567890. Ten digits', '12345678901. Eleven digits'].map(whole(orderedItemStartAt))).toEqual([
      3, 4, 4, 2, -1, -1, 12, -1,
    ]);
  });

  it('reads task-list boxes, checked in either case, followed by a blank or nothing', () => {
    expect(['[ ] a', '[x] a', '[X] a', '[ ]', '[x]b', '[y] a', '[ ', '( ) a', '[ )', ''].map((text) => checkboxAt(text, 0, text.length))).toEqual([
      'unchecked',
      'checked',
      'checked',
      'unchecked',
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect([checkboxAt('- [x] a', 2, 7), checkboxAt('[x]', 0, 2)]).toEqual(['checked', null]);
  });

  it('knows thematic breaks of three or more marks, blanks allowed between', () => {
    expect(['---', '***', '___', '- - -', '--', '-*-', '----- x', 'aaa', '', '_ _ _ _'].map(whole(isThematicBreakAt))).toEqual([
      true, true, true, true, false, false, false, false, false, true,
    ]);
  });

  it('knows fences of three backticks or tildes', () => {
    expect(['```', '~~~js', '``', '`~`', '~~`', "'''", ''].map(whole(isFenceAt))).toEqual([true, true, false, false, false, false, false]);
    expect(isFenceAt('```', 0, 2)).toBe(false);
  });

  it('knows a line that opens an HTML comment', () => {
    expect([isCommentStartAt('<!-- x -->', 0), isCommentStartAt('a<!--', 1), isCommentStartAt('<!- x', 0), isCommentStartAt('<p>', 0), isCommentStartAt('!--', 0)]).toEqual([
      true, true, false, false, false,
    ]);
  });
});

describe('categoryFromLabels', () => {
  it('is writing for documentation, docs or writing (any case, trimmed), else developer', () => {
    expect([['bug', ' Docs '], ['DOCUMENTATION'], ['writing'], ['doc'], ['documentations'], [], ['\twriting\n']].map(categoryFromLabels)).toEqual([
      'writing',
      'writing',
      'writing',
      'developer',
      'developer',
      'developer',
      'writing',
    ]);
  });
});

describe('isCacheFresh', () => {
  it('holds for five minutes from the save, not before it nor after', () => {
    expect(REPOSITORY_CACHE_FRESH_MS).toBe(300_000);
    expect([isCacheFresh(1000, 1000), isCacheFresh(1000, 1000 + 299_999), isCacheFresh(1000, 1000 + 300_000), isCacheFresh(1000, 999)]).toEqual([true, true, false, false]);
  });
});
