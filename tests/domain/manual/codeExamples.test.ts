import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentOfMarkdown } from '../../../src/adapters/manual/markdownBlocks';
import { examplesOf, exampleReferenceText, findExample, parseExampleReference } from '../../../src/domain/manual/codeExamples';

const GUIDE = documentOfMarkdown(
  'keys',
  [
    '# Keys',
    '```js\nconsole.log(1);\n```',
    '```sh\nnpm start\n```',
    '- a step\n\n  ```typescript\n  const a: number = 2;\n  ```',
    '> ```JavaScript\n> console.log(3);\n> ```',
    '```\nplain\n```',
  ].join('\n\n'),
);

describe('examplesOf', () => {
  it('numbers the runnable code blocks of a guide in reading order, lists and quotes included, each with its file', () => {
    expect(examplesOf(GUIDE).map(({ ordinal, path, block }) => ({ ordinal, path, text: block.text }))).toEqual([
      { ordinal: 1, path: 'examples/keys-1.js', text: 'console.log(1);' },
      { ordinal: 2, path: 'examples/keys-2.ts', text: 'const a: number = 2;' },
      { ordinal: 3, path: 'examples/keys-3.js', text: 'console.log(3);' },
    ]);
  });

  it('finds an example by its reference, and nothing for an unknown guide or ordinal', () => {
    expect(findExample([GUIDE], { guideId: 'keys', ordinal: 2 })?.path).toBe('examples/keys-2.ts');
    expect([findExample([GUIDE], { guideId: 'keys', ordinal: 4 }), findExample([GUIDE], { guideId: 'other', ordinal: 1 })]).toEqual([null, null]);
  });
});

describe('example references in an address', () => {
  it('reads <guide>/<ordinal> and refuses anything else', () => {
    expect(parseExampleReference('keys-and-addresses/2')).toEqual({ guideId: 'keys-and-addresses', ordinal: 2 });
    expect(['', 'keys', 'keys/0', 'keys/01', 'keys/-1', 'Keys/1', '../keys/1', 'keys/1/2', 'keys/1 ', 'keys/1000', 'a b/1'].map(parseExampleReference)).toEqual(
      Array(11).fill(null),
    );
  });

  it('reads back what it writes, for every guide id and ordinal', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9_-]{1,80}$/), fc.integer({ min: 1, max: 999 }), (guideId, ordinal) => {
        expect(parseExampleReference(exampleReferenceText({ guideId, ordinal }))).toEqual({ guideId, ordinal });
      }),
    );
  });

  it('never reads a reference from text that does not match it exactly', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const reference = parseExampleReference(text);
        if (reference !== null) expect(exampleReferenceText(reference)).toBe(text);
      }),
    );
  });
});
