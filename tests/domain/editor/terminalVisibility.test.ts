import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHONE_AREAS } from '../../../src/domain/editor/editorConstants';
import { isTerminalVisible } from '../../../src/domain/editor/terminalVisibility';

describe('whether the terminal is on screen', () => {
  it('is whether it is shown on a wide screen, and also needs its area on a narrow one', () => {
    expect([
      isTerminalVisible(true, 'editor', false),
      isTerminalVisible(false, 'terminal', false),
      isTerminalVisible(true, 'editor', true),
      isTerminalVisible(true, 'terminal', true),
    ]).toEqual([true, false, false, true]);
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom(...PHONE_AREAS), fc.boolean(), (shown, area, narrow) => !isTerminalVisible(shown, area, narrow) || shown),
    );
  });
});
