import { describe, expect, it } from 'vitest';
import { documentOfMarkdown } from '../../src/adapters/manual/markdownBlocks';
import { manualOf } from '../../src/adapters/manual/bundledManual.adapter';

describe('Markdown as the manual’s blocks', () => {
  it('reads headings, paragraphs with inline runs, code, lists and tables; its title is the first heading', () => {
    const document = documentOfMarkdown(
      'guide',
      '# The guide\n\nRun **`npm start`** and see [operations](operations.md#backups).\n\n```js\nconst a = 1 < 2;\n```\n\n- one\n- two\n\n| Setting | Default |\n| --- | --- |\n| `PORT` | 4173 |\n',
    );
    expect(document).toEqual({
      id: 'guide',
      title: 'The guide',
      blocks: [
        { kind: 'heading', level: 1, slug: 'the-guide', text: 'The guide' },
        {
          kind: 'paragraph',
          children: [
            { kind: 'text', text: 'Run ' },
            { kind: 'strong', children: [{ kind: 'code', text: 'npm start' }] },
            { kind: 'text', text: ' and see ' },
            { kind: 'link', href: { kind: 'document', documentId: 'operations', anchor: 'backups' }, children: [{ kind: 'text', text: 'operations' }] },
            { kind: 'text', text: '.' },
          ],
        },
        { kind: 'code', language: 'js', text: 'const a = 1 < 2;' },
        { kind: 'list', ordered: false, items: [[{ kind: 'paragraph', children: [{ kind: 'text', text: 'one' }] }], [{ kind: 'paragraph', children: [{ kind: 'text', text: 'two' }] }]] },
        {
          kind: 'table',
          header: [[{ kind: 'text', text: 'Setting' }], [{ kind: 'text', text: 'Default' }]],
          rows: [[[{ kind: 'code', text: 'PORT' }], [{ kind: 'text', text: '4173' }]]],
        },
      ],
    });
  });

  it('keeps raw HTML and hostile links as text', () => {
    const document = documentOfMarkdown('x', '<script>alert(1)</script>\n\nSee [here](javascript:alert(1)) & <b>bold</b>.');
    expect(document.blocks).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: '<script>alert(1)</script>' }] },
      {
        kind: 'paragraph',
        children: [
          { kind: 'text', text: 'See ' },
          { kind: 'link', href: { kind: 'none' }, children: [{ kind: 'text', text: 'here' }] },
          { kind: 'text', text: ' & ' },
          { kind: 'text', text: '<b>' },
          { kind: 'text', text: 'bold' },
          { kind: 'text', text: '</b>' },
          { kind: 'text', text: '.' },
        ],
      },
    ]);
  });

  it('orders the bundled manual: the README first, then the documents of docs/ in reading order', () => {
    const manual = manualOf({ '../docs/zeta.md': '# Zeta', '../docs/api.md': '# API', '../README.md': '# Workbench', '../docs/features.md': '# Features' });
    expect(manual.documents.map((document) => [document.id, document.title])).toEqual([
      ['readme', 'Workbench'],
      ['features', 'Features'],
      ['api', 'API'],
      ['zeta', 'Zeta'],
    ]);
  });
});
