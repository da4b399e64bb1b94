import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bsv, groupThousands, percent, usdPerMonth } from '../../../src/domain/hub/formatNumbers';
import { arbitraryHttpUrl } from './arbitraries';
import { collectErrors, isHttpUrl, optionLabel, optionValue, parseDecimal, splitList } from '../../../src/domain/hub/formRules';

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
    const errors = collectErrors<'a' | 'b' | 'c'>([['c', 'C failed'], ['a', null], ['b', 'B failed']]);
    expect(Object.entries(errors)).toEqual([['c', 'C failed'], ['b', 'B failed']]);
  });

  it('look options up by value', () => {
    const options = [{ value: 'x', label: 'Ex' }] as const;
    expect([optionValue(options, 'x'), optionValue(options, 'y'), optionLabel(options, 'x'), optionLabel(options, 'y')]).toEqual(['x', null, 'Ex', 'y']);
  });
});

describe('number formats', () => {
  it('group thousands with commas and keep decimals', () => {
    expect([0, 1, 999, 1000, 1247, 1_000_000_000, 1247.5, -12345].map(groupThousands)).toEqual(
      ['0', '1', '999', '1,000', '1,247', '1,000,000,000', '1,247.5', '-12,345']);
  });

  it('group like en-US for any safe integer', () => {
    fc.assert(fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (value) =>
      groupThousands(value) === value.toLocaleString('en-US')));
  });

  it('write prices, percentages and BSV amounts', () => {
    expect([usdPerMonth(0), usdPerMonth(299), percent(2.5), percent(3), bsv(15.7)]).toEqual(['$0/month', '$299/month', '2.5%', '3%', '15.7 BSV']);
  });
});
