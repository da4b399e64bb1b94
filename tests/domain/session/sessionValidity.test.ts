import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_HANDLE } from '../../../src/domain/session/sessionConstants';
import { isPlaceholderHandle } from '../../../src/domain/session/sessionValidity';
import { arbitraryProfile } from './arbitraries';

describe('the placeholder handle', () => {
  it('is the generic handcash_user only', () => {
    expect(isPlaceholderHandle(PLACEHOLDER_HANDLE)).toBe(true);
    fc.assert(
      fc.property(arbitraryProfile, (who) => {
        expect(isPlaceholderHandle(who.handle)).toBe(false);
      }),
    );
  });
});
