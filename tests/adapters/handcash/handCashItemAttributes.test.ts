import { describe, expect, it } from 'vitest';
import { codeItemOf } from '../../../src/adapters/handcash/handCashItemAttributes';

const item = (priceName: string) => ({
  id: 'item-1',
  name: 'Fast Parser',
  attributes: [
    { name: 'Code type', value: 'library' },
    { name: 'Token supply', value: 100 },
    { name: priceName, value: 0.0001 },
  ],
});

describe('the price attribute of a HandCash code item', () => {
  it('is read under its BSV name, and under the name items minted earlier carry', () => {
    expect([codeItemOf(item('Token price (BSV)'))?.price, codeItemOf(item('Token price (BTC)'))?.price, codeItemOf(item('Other'))?.price]).toEqual([0.0001, 0.0001, 0]);
  });
});
