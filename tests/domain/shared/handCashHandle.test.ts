import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isContactHandleKept, isHandCashHandle, normalizeHandCashHandle } from '../../../src/domain/shared/handCashHandle';

const HANDLE_CHARACTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-';
const handle = fc.array(fc.constantFrom(...HANDLE_CHARACTERS), { minLength: 1, maxLength: 50 }).map((characters) => characters.join(''));

describe('the HandCash handle rule', () => {
  it('accepts letters, digits, _, - and ., 1 to 50 of them, with or without $ and spaces around', () => {
    expect(['alice', '$alice', '  $$Bob_1.x-y ', 'a', 'a'.repeat(50)].map(isHandCashHandle)).toEqual([true, true, true, true, true]);
  });

  it('refuses blanks, other characters and more than 50', () => {
    expect(['', ' ', '$', 'two words', 'é', '<b>', 'a@b', 'a\u0000', 'a'.repeat(51), 'al$ice'].map(isHandCashHandle)).toEqual(
      Array.from({ length: 10 }, () => false),
    );
  });

  it('holds for every handle however many $ and spaces surround it, and normalizing keeps it', () => {
    fc.assert(
      fc.property(handle, fc.nat(3), fc.nat(3), (name, dollars, spaces) => {
        const written = `${' '.repeat(spaces)}${'$'.repeat(dollars)}${name}${' '.repeat(spaces)}`;
        return isHandCashHandle(written) && normalizeHandCashHandle(written) === name;
      }),
    );
  });

  it('refuses any handle holding a character outside the rule', () => {
    const outside = fc.string({ minLength: 1, maxLength: 1 }).filter((character) => !HANDLE_CHARACTERS.includes(character) && character !== '$' && character.trim() !== '');
    fc.assert(fc.property(handle, outside, handle, (before, character, after) => !isHandCashHandle(`${before}${character}${after}`)));
  });

  it('asks a contact to keep the rule only when it is written as a handle ($…)', () => {
    expect(['alice@example.com', 'octocat', '$alice', '$not a handle', ' $', '$'].map(isContactHandleKept)).toEqual([true, true, true, false, false, false]);
  });
});
