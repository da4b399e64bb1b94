import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryHttpUrl } from './arbitraries';
import { collectErrors, isHttpUrl, oneOf, parseDecimal, requireText, splitList } from '../../../src/domain/hub/formRules';

describe('form rules', () => {
  it('accept only absolute http and https addresses with a host', () => {
    const verdicts = ['https://alice.dev', 'http://localhost:3000/x?y=1#z', ' https://github.com/alice ', 'ftp://x.org', 'https://',
      'github.com/alice', 'https://a b.com', 'javascript:alert(1)', ''].map(isHttpUrl);
    expect(verdicts).toEqual([true, true, true, false, false, false, false, false, false]);
  });

  it('accept any absolute http(s) address, and refuse it once it holds a space', () => {
    fc.assert(fc.property(arbitraryHttpUrl, (url) => isHttpUrl(url) && !isHttpUrl(url.replace('://', ':// '))));
  });

  it('parse non-negative decimals up to the allowed decimals, and nothing else', () => {
    const parsed = ['12', '0.0005', '.5', ' 1.25 ', '0.00001', '-1', '1e3', '1.', 'abc', ''].map((text) => parseDecimal(text, 4));
    expect(parsed).toEqual([12, 0.0005, 0.5, 1.25, null, null, null, null, null, null]);
  });

  it('split a comma-separated list into trimmed, non-blank items', () => {
    expect(splitList(' React, ,Go ,, sCrypt ')).toEqual(['React', 'Go', 'sCrypt']);
    fc.assert(fc.property(fc.string(), (text) => splitList(text).every((item) => item !== '' && item === item.trim() && !item.includes(','))));
  });

  it('collect the failed checks in the order they were made', () => {
    const errors = collectErrors<'a' | 'b' | 'c', 'cFailed' | 'bFailed'>([['c', 'cFailed'], ['a', null], ['b', 'bFailed']]);
    expect(Object.entries(errors)).toEqual([['c', 'cFailed'], ['b', 'bFailed']]);
  });

  it('accept a choice only when it is one of the values', () => {
    expect([oneOf(['x', 'y'], 'x'), oneOf(['x', 'y'], 'z'), oneOf(['x'], 'X'), oneOf([], '')]).toEqual(['x', null, null, null]);
  });

  it('give the code of a blank text only', () => {
    expect([requireText('', 'required'), requireText(' \t', 'required'), requireText(' a ', 'required')]).toEqual(['required', 'required', null]);
  });
});
