import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentOfMarkdown } from '../../../src/adapters/manual/markdownBlocks';
import { MANUAL_SEARCH_LIMIT, outlineOf, queryWords, searchManual } from '../../../src/domain/manual/manualSearch';
import { blockText } from '../../../src/domain/manual/manualDocument';

const operations = documentOfMarkdown(
  'operations',
  '# Operations\n\nHow to run it.\n\n## Backups\n\nCopy the data folder while the server is stopped.\n\n### Restoring a backup\n\nStop, copy back, start.\n\n## Metrics\n\nPrometheus reads `/metrics` with the metrics token.',
);
const api = documentOfMarkdown('api', '# API\n\n## Tokens\n\nA personal token goes in `Authorization: Bearer`. Backups are not an API matter.');

describe('searching the manual', () => {
  it('finds the sections holding every word, those whose heading holds them first, with an excerpt', () => {
    const hits = searchManual([operations, api], 'backup');
    expect(hits.map((hit) => [hit.documentId, hit.sectionTitle, hit.anchor])).toEqual([
      ['operations', 'Backups', 'backups'],
      ['operations', 'Restoring a backup', 'restoring-a-backup'],
      ['api', 'Tokens', 'tokens'],
    ]);
    expect(searchManual([operations, api], 'metrics TOKEN').map((hit) => [hit.sectionTitle, hit.excerpt])).toEqual([['Metrics', 'Metrics Prometheus reads /metrics with the metrics token.']]);
  });

  it('finds nothing for an empty query or one-letter words', () => {
    expect([searchManual([operations], ''), searchManual([operations], ' a  b ')]).toEqual([[], []]);
  });

  it('only answers sections that hold every word, at most the limit (property)', () => {
    const documents = [operations, api];
    fc.assert(
      fc.property(fc.array(fc.constantFrom('backup', 'token', 'the', 'metrics', 'zebra', 'stop', 'x'), { maxLength: 3 }), (words) => {
        const query = words.join(' ');
        const hits = searchManual(documents, query);
        expect(hits.length).toBeLessThanOrEqual(MANUAL_SEARCH_LIMIT);
        for (const hit of hits) {
          const document = documents.find((each) => each.id === hit.documentId)!;
          const start = hit.anchor === null ? 0 : document.blocks.findIndex((block) => block.kind === 'heading' && block.slug === hit.anchor);
          const next = document.blocks.findIndex((block, index) => index > start && block.kind === 'heading');
          const text = document.blocks.slice(start, next < 0 ? undefined : next).map(blockText).join(' ').toLowerCase();
          for (const word of queryWords(query)) expect(text).toContain(word);
        }
      }),
    );
  });

  it('outlines a document by its headings of level 2 and 3', () => {
    expect(outlineOf(operations)).toEqual([
      { level: 2, text: 'Backups', anchor: 'backups' },
      { level: 3, text: 'Restoring a backup', anchor: 'restoring-a-backup' },
      { level: 2, text: 'Metrics', anchor: 'metrics' },
    ]);
  });
});
