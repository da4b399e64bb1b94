import { describe, expect, it } from 'vitest';
import { leavePreviewPlace, takePreviewPlace } from '../../../src/ui/pages/home/editor/previewHandoff';

describe('the place the read-only text hands to the code editor', () => {
  it('is taken once, for its own path only', () => {
    leavePreviewPlace('a.js', { scrollTop: 120, offset: 42 });
    expect({ other: takePreviewPlace('b.js'), first: takePreviewPlace('a.js'), again: takePreviewPlace('a.js') }).toEqual({
      other: null,
      first: { scrollTop: 120, offset: 42 },
      again: null,
    });
  });

  it('keeps the last place left', () => {
    leavePreviewPlace('a.js', { scrollTop: 10, offset: null });
    leavePreviewPlace('a.js', { scrollTop: 30, offset: 7 });
    expect(takePreviewPlace('a.js')).toEqual({ scrollTop: 30, offset: 7 });
  });
});
