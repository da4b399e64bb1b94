import { describe, expect, it } from 'vitest';
import { err, ok } from '../../src/domain/shared/result';

describe('Result', () => {
  it('carries a value or an error', () => {
    expect([ok(1), err('bad')]).toEqual([{ ok: true, value: 1 }, { ok: false, error: 'bad' }]);
  });
});
