import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeListCursor, encodeListCursor } from '../../src/adapters/server/listCursor';

const position = fc.record({ at: fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), id: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }) });

describe('list cursors', () => {
  it('name again the position they were made from', () => {
    fc.assert(
      fc.property(position, (given) => {
        expect(decodeListCursor(encodeListCursor(given))).toEqual(given);
      }),
    );
  });

  it('are opaque URL-safe text', () => {
    fc.assert(fc.property(position, (given) => /^[A-Za-z0-9_-]+$/.test(encodeListCursor(given))));
  });

  it('refuse any text this server did not give', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const decoded = decodeListCursor(text);
        return decoded === null || encodeListCursor(decoded) === text;
      }),
    );
    const spelled = (text: string) => Buffer.from(text).toString('base64url');
    expect(['', '!', spelled('1.0'), spelled('01.2'), spelled('1.2.3'), spelled('-1.2'), spelled('1.99999999999999999'), `${spelled('1.2')}=`].map(decodeListCursor)).toEqual(
      Array.from({ length: 8 }, () => null),
    );
  });
});
