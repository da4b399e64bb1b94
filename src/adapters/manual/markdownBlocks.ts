import { Lexer, type Token, type Tokens } from 'marked';
import type { ManualBlock, ManualDocument, ManualInline } from '../../domain/manual/manualDocument';
import { inlineText } from '../../domain/manual/manualDocument';
import { safeLink, slugOf } from '../../domain/manual/manualLinks';

/**
 * A Markdown document as the manual's blocks. `marked`'s lexer reads the Markdown (the field's usual parser; its
 * renderer, which writes HTML, is not used): raw HTML in the source stays text, links go through `safeLink`.
 */
export function documentOfMarkdown(id: string, markdown: string): ManualDocument {
  const anchors = new Map<string, number>();
  const blocks = blocksOf(Lexer.lex(markdown, { gfm: true }), id, anchors);
  const first = blocks.find((block) => block.kind === 'heading');
  return { id, title: first?.kind === 'heading' ? first.text : id, blocks };
}

function blocksOf(tokens: readonly Token[], id: string, anchors: Map<string, number>): ManualBlock[] {
  return tokens.flatMap((token) => blockOf(token, id, anchors));
}

function blockOf(token: Token, id: string, anchors: Map<string, number>): ManualBlock[] {
  switch (token.type) {
    case 'heading': {
      const text = inlineText(inlinesOf((token as Tokens.Heading).tokens, id));
      return [{ kind: 'heading', level: (token as Tokens.Heading).depth, slug: slugOf(text, anchors), text }];
    }
    case 'paragraph':
      return [{ kind: 'paragraph', children: inlinesOf((token as Tokens.Paragraph).tokens, id) }];
    case 'text': {
      const text = token as Tokens.Text;
      return [{ kind: 'paragraph', children: text.tokens === undefined ? [{ kind: 'text', text: text.text }] : inlinesOf(text.tokens, id) }];
    }
    case 'code':
      return [{ kind: 'code', language: ((token as Tokens.Code).lang ?? '').split(/\s/)[0] ?? '', text: (token as Tokens.Code).text }];
    case 'list':
      return [{ kind: 'list', ordered: (token as Tokens.List).ordered, items: (token as Tokens.List).items.map((item) => blocksOf(item.tokens, id, anchors)) }];
    case 'blockquote':
      return [{ kind: 'quote', children: blocksOf((token as Tokens.Blockquote).tokens, id, anchors) }];
    case 'table': {
      const table = token as Tokens.Table;
      return [{ kind: 'table', header: table.header.map((cell) => inlinesOf(cell.tokens, id)), rows: table.rows.map((row) => row.map((cell) => inlinesOf(cell.tokens, id))) }];
    }
    case 'hr':
      return [{ kind: 'rule' }];
    case 'html':
      // Raw HTML is shown as the text it is, never as markup.
      return (token as Tokens.HTML).text.trim() === '' ? [] : [{ kind: 'paragraph', children: [{ kind: 'text', text: (token as Tokens.HTML).text.trim() }] }];
    default:
      return [];
  }
}

function inlinesOf(tokens: readonly Token[] | undefined, id: string): ManualInline[] {
  return (tokens ?? []).flatMap((token): ManualInline[] => {
    switch (token.type) {
      case 'strong':
        return [{ kind: 'strong', children: inlinesOf((token as Tokens.Strong).tokens, id) }];
      case 'em':
        return [{ kind: 'emphasis', children: inlinesOf((token as Tokens.Em).tokens, id) }];
      case 'del':
        return inlinesOf((token as Tokens.Del).tokens, id);
      case 'codespan':
        return [{ kind: 'code', text: unescapeEntities((token as Tokens.Codespan).text) }];
      case 'link':
        return [{ kind: 'link', href: safeLink((token as Tokens.Link).href, id), children: inlinesOf((token as Tokens.Link).tokens, id) }];
      case 'image':
        return [{ kind: 'text', text: (token as Tokens.Image).text }];
      case 'br':
        return [{ kind: 'text', text: '\n' }];
      case 'text': {
        const text = token as Tokens.Text;
        return text.tokens !== undefined && text.tokens.length > 0 ? inlinesOf(text.tokens, id) : [{ kind: 'text', text: unescapeEntities(text.text) }];
      }
      case 'escape':
      case 'html':
        return [{ kind: 'text', text: unescapeEntities((token as Tokens.Escape).text) }];
      default:
        return 'raw' in token && typeof token.raw === 'string' ? [{ kind: 'text', text: token.raw }] : [];
    }
  });
}

const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The lexer escapes a few characters of inline text as entities; the page shows text, so they are undone. */
function unescapeEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}
