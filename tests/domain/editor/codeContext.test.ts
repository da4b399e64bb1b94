import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSISTANT_CODE_MAX_CHARS, codeContextOf, questionWithCode } from '../../../src/domain/editor/codeContext';

const OPEN = { path: 'src/index.js', language: 'javascript', content: 'const a = 1;\nconst b = 2;\n' };

describe('the code sent with a question', () => {
  it('is the selection when there is one, else the whole file, and nothing without an open file', () => {
    expect([codeContextOf(OPEN, ''), codeContextOf(OPEN, 'const b'), codeContextOf(OPEN, '  \n'), codeContextOf(null, 'x')]).toEqual([
      { path: 'src/index.js', language: 'javascript', kind: 'file', text: OPEN.content, truncated: false },
      { path: 'src/index.js', language: 'javascript', kind: 'selection', text: 'const b', truncated: false },
      { path: 'src/index.js', language: 'javascript', kind: 'file', text: OPEN.content, truncated: false },
      null,
    ]);
  });

  it('is cut to the stated size, and says so; a prefix of what was open', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.integer({ min: 1, max: 30 }), (content, max) => {
        const context = codeContextOf({ ...OPEN, content }, '', max);
        expect(context).toEqual({ path: OPEN.path, language: OPEN.language, kind: 'file', text: content.slice(0, max), truncated: content.length > max });
      }),
    );
    expect(codeContextOf({ ...OPEN, content: 'x'.repeat(ASSISTANT_CODE_MAX_CHARS + 1) }, '')?.text).toHaveLength(ASSISTANT_CODE_MAX_CHARS);
  });

  it('follows the question as a fenced block named by its path (a longer fence when the code has one)', () => {
    const selection = codeContextOf(OPEN, 'const b');
    const cut = codeContextOf({ ...OPEN, content: '```js\nx' }, '', 4);
    expect([selection && questionWithCode('What is b?', selection), cut && questionWithCode('Q', cut)]).toEqual([
      'What is b?\n\nSelected code from `src/index.js`:\n```javascript\nconst b\n```',
      'Q\n\nThe open file `src/index.js` (its first 4 characters):\n````javascript\n```j\n````',
    ]);
  });
});
