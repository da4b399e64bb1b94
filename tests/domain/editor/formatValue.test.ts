import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORMAT_MAX_ENTRIES, formatConsoleLine, formatValue } from '../../../src/domain/editor/formatValue';

class Point {
  constructor(
    readonly x: number,
    readonly y: number,
  ) {}
}

describe('formatting logged values', () => {
  it('shows strings as they are and pretty-prints everything else', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic['self'] = cyclic;
    expect(
      [
        'plain text',
        42,
        10n,
        null,
        undefined,
        true,
        { a: 1, 'b-c': ['x', 2] },
        [],
        {},
        new Point(1, 2),
        new Map([['k', 1]]),
        new Set([1]),
        new Uint8Array([1, 2]),
        new TypeError('bad'),
        function named() {},
        cyclic,
        { a: { b: { c: { d: { e: 1 } } } } },
      ].map(formatValue),
    ).toEqual([
      'plain text',
      '42',
      '10n',
      'null',
      'undefined',
      'true',
      "{ a: 1, \"b-c\": [ \"x\", 2 ] }",
      '[]',
      '{}',
      'Point { x: 1, y: 2 }',
      'Map { "k" => 1 }',
      'Set [ 1 ]',
      'Uint8Array [ 1, 2 ]',
      'TypeError: bad',
      '[Function: named]',
      '{ name: "loop", self: [Circular] }',
      '{ a: { b: { c: { d: [Object] } } } }',
    ]);
  });

  it('breaks a long object over indented lines and counts what it leaves out', () => {
    const long = { address: 'm'.repeat(34), txid: 'f'.repeat(64), nested: { size: 226 } };
    expect(formatValue(long)).toBe(`{\n  address: "${'m'.repeat(34)}",\n  txid: "${'f'.repeat(64)}",\n  nested: { size: 226 }\n}`);
    const many = Array.from({ length: FORMAT_MAX_ENTRIES + 3 }, () => 0);
    expect(formatValue(many).endsWith('... 3 more\n]')).toBe(true);
    expect(formatConsoleLine(['Address:', 'mx', { ok: true }])).toBe('Address: mx { ok: true }');
  });

  it('never throws, and a value made of JSON shows its every string and number', () => {
    const throwing = Object.defineProperty({}, 'bad', { enumerable: true, get: () => { throw new Error('no'); } });
    expect(formatValue(throwing)).toBe('[Unprintable value]');
    fc.assert(fc.property(fc.anything({ withBigInt: true, withMap: true, withSet: true, withTypedArray: true, withNullPrototype: true }), (value) => typeof formatValue(value) === 'string'));
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())), (record) =>
        Object.values(record).every((item) => formatValue(record).includes(typeof item === 'string' ? JSON.stringify(item) : String(item))),
      ),
    );
  });
});
