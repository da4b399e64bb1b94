import { describe, expect, it } from 'vitest';
import { contractEventFacts } from '../../../src/domain/contracts/contractEventFacts';

describe('the facts of a contract event', () => {
  it('reads each fact of its type, and leaves out a blank or mistyped one', () => {
    expect(contractEventFacts({ payee: 'octo', satoshis: 5, transactionId: '', deadline: '7', pullRequest: Number.NaN, reason: null, url: 'https://x' })).toEqual({
      githubUsername: null,
      handcashHandle: null,
      deadline: null,
      pullRequest: null,
      url: 'https://x',
      payee: 'octo',
      satoshis: 5,
      transactionId: null,
      reason: null,
    });
  });
});
