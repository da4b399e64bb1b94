import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentIdOf, safeLink, slugOf } from '../../../src/domain/manual/manualLinks';

describe('links of the manual', () => {
  it('lead to a document of the manual, a web address, or nowhere', () => {
    expect([
      safeLink('operations.md', 'readme'),
      safeLink('./docs/API.md#personal-tokens', 'readme'),
      safeLink('#backups', 'operations'),
      safeLink('https://keepachangelog.com/en/1.1.0/', 'changelog'),
      safeLink('javascript:alert(1)', 'readme'),
      safeLink('data:text/html,<b>x</b>', 'readme'),
      safeLink('../src/server.ts', 'readme'),
      safeLink('https://example.com/"onmouseover=x', 'readme'),
    ]).toEqual([
      { kind: 'document', documentId: 'operations', anchor: null },
      { kind: 'document', documentId: 'api', anchor: 'personal-tokens' },
      { kind: 'document', documentId: 'operations', anchor: 'backups' },
      { kind: 'web', url: 'https://keepachangelog.com/en/1.1.0/' },
      { kind: 'none' },
      { kind: 'none' },
      { kind: 'none' },
      { kind: 'none' },
    ]);
  });

  it('never make a web link of anything but http and https (property)', () => {
    fc.assert(
      fc.property(fc.string(), (target) => {
        const link = safeLink(target, 'readme');
        if (link.kind === 'web') expect(link.url).toMatch(/^https?:\/\/[^\s<>"'`\\]+$/i);
      }),
    );
  });

  it('names documents by their file, lower case', () => {
    expect([documentIdOf('docs/Operations.md'), documentIdOf('README.md'), documentIdOf('notes.txt')]).toEqual(['operations', 'readme', null]);
  });

  it('make anchors GitHub’s way, numbering repeats', () => {
    const taken = new Map<string, number>();
    expect([slugOf('Personal API tokens', taken), slugOf('Backups & restores!', taken), slugOf('Backups & restores', taken), slugOf('Backups & restores', taken)]).toEqual([
      'personal-api-tokens',
      'backups--restores',
      'backups--restores-1',
      'backups--restores-2',
    ]);
  });

  it('give every heading of a document its own anchor (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('Setup', 'Setup 1', 'setup', 'Set-up', 'A b', 'a-b', ''), { maxLength: 20 }), (headings) => {
        const taken = new Map<string, number>();
        const anchors = headings.map((heading) => slugOf(heading, taken));
        expect(new Set(anchors).size).toBe(anchors.length);
      }),
    );
  });
});
