import fc from 'fast-check';
import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { decodeBase64Url } from '../../../src/domain/session/base64url';
import { decodeJwtProfile } from '../../../src/domain/session/decodeJwtProfile';
import { decodeUtf8 } from '../../../src/domain/session/utf8';

const segment = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: unknown): string => `${segment({ alg: 'HS256', typ: 'JWT' })}.${segment(claims)}.c2ln`;

describe('decodeBase64Url', () => {
  it('decodes padded and unpadded base64url, and refuses other text', () => {
    expect(['aGk', 'aGk=', '-_8', '', 'a', 'aGk==', 'a+b/', 'aG k'].map(decodeBase64Url)).toEqual([
      [104, 105],
      [104, 105],
      [251, 255],
      [],
      null,
      null,
      null,
      null,
    ]);
  });

  it('agrees with Node for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array(), (bytes) => {
        expect(decodeBase64Url(Buffer.from(bytes).toString('base64url'))).toEqual([...bytes]);
      }),
    );
  });
});

describe('decodeUtf8', () => {
  it('decodes any string Node encodes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(decodeUtf8([...Buffer.from(text, 'utf8')])).toBe(text);
      }),
    );
  });

  it('refuses truncated, overlong, surrogate and out-of-range sequences', () => {
    const invalid = [[0xc3], [0xc0, 0x80], [0xe0, 0x80, 0x80], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0x80]];
    expect(invalid.map(decodeUtf8)).toEqual([null, null, null, null, null, null]);
  });

  it('refuses exactly what a fatal TextDecoder refuses', () => {
    const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 12 }), (bytes) => {
        let expected: string | null;
        try {
          expected = decoder.decode(bytes);
        } catch {
          expected = null;
        }
        expect(decodeUtf8([...bytes])).toBe(expected);
      }),
    );
  });
});

describe('decodeJwtProfile', () => {
  it('reads the profile claims of a JWT', () => {
    const claims = {
      handle: 'alice',
      paymail: 'alice@handcash.io',
      publicKey: '02ab',
      avatarUrl: 'https://cloud.handcash.io/a.png',
      displayName: 'Alice Ω',
    };
    expect(decodeJwtProfile(jwt({ ...claims, exp: 1 }))).toEqual(claims);
  });

  it('falls back to preferred_username and fills missing claims', () => {
    expect(decodeJwtProfile(jwt({ preferred_username: 'bob', sub: 'id-1', paymail: 7 }))).toEqual({
      handle: 'bob',
      paymail: '',
      publicKey: '',
      avatarUrl: '',
      displayName: 'bob',
    });
  });

  it.each([
    ['a hex auth token', 'ab'.repeat(32)],
    ['two segments', `${segment({})}.${segment({ handle: 'a' })}`],
    ['four segments', `${jwt({ handle: 'a' })}.x`],
    ['a payload that is not base64url', `${segment({})}.a+b.c`],
    ['a payload that is not JSON', `${segment({})}.${Buffer.from('nope').toString('base64url')}.c`],
    ['a payload that is an array', jwt(['handle'])],
    ['no handle', jwt({ sub: 'id-1' })],
    ['a blank handle', jwt({ handle: '  ' })],
    ['an unsafe avatar', jwt({ handle: 'a', avatarUrl: 'javascript:alert(1)' })],
  ])('gives null for %s', (_, token) => {
    expect(decodeJwtProfile(token)).toBeNull();
  });

  it('never throws on any token', () => {
    const part = fc.oneof(fc.string(), fc.base64String().map((text) => text.replace(/\+/g, '-').replace(/\//g, '_')));
    const token = fc.oneof(
      fc.string(),
      fc.tuple(part, part, part).map((parts) => parts.join('.')),
      fc.jsonValue().map((claims) => jwt(claims)),
    );
    fc.assert(
      fc.property(token, (candidate) => {
        const decoded = decodeJwtProfile(candidate);
        if (decoded !== null) expect(decoded.handle.trim()).not.toBe('');
      }),
    );
  });
});
