import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '../../../domain/app/routePaths';
import type { ManualBlock, ManualInline } from '../../../domain/manual/manualDocument';
import { headingId } from './manual.texts';

/**
 * A document's blocks as elements: its text is always text (never HTML), its links only what `safeLink` allowed.
 * `skipTitle` leaves out a leading level-1 heading (the page shows it); `headingOffset` moves every heading down
 * that many levels, so a document's sections sit below the page's own headings.
 */
export function ManualBlocks({ blocks, skipTitle = false, headingOffset = 0 }: { readonly blocks: readonly ManualBlock[]; readonly skipTitle?: boolean; readonly headingOffset?: number }) {
  const shown = skipTitle && blocks[0]?.kind === 'heading' && blocks[0].level === 1 ? blocks.slice(1) : blocks;
  return <>{shown.map((block, index) => <Block key={index} block={block} offset={headingOffset} />)}</>;
}

function Block({ block, offset }: { readonly block: ManualBlock; readonly offset: number }): ReactNode {
  switch (block.kind) {
    case 'heading': {
      const Tag = `h${Math.max(2, Math.min(6, block.level + offset))}` as 'h2';
      return <Tag id={headingId(block.slug)}>{block.text}</Tag>;
    }
    case 'paragraph':
      return <p>{inlines(block.children)}</p>;
    case 'code':
      return (
        // Focusable: a long line scrolls it sideways, and a keyboard must reach it to scroll.
        <pre className="manual-code" data-language={block.language || undefined} tabIndex={0}>
          <code>{block.text}</code>
        </pre>
      );
    case 'list': {
      const items = block.items.map((item, index) => (
        <li key={index}>
          <ManualBlocks blocks={item} headingOffset={offset} />
        </li>
      ));
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'quote':
      return (
        <blockquote>
          <ManualBlocks blocks={block.children} headingOffset={offset} />
        </blockquote>
      );
    case 'table':
      return (
        <div className="manual-table" tabIndex={0}>
          <table>
            <thead>
              <tr>
                {block.header.map((cell, index) => (
                  <th key={index} scope="col">
                    {inlines(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index}>{inlines(cell)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'rule':
      return <hr />;
  }
}

function inlines(runs: readonly ManualInline[]): ReactNode {
  return runs.map((run, index) => <Fragment key={index}>{inline(run)}</Fragment>);
}

function inline(run: ManualInline): ReactNode {
  switch (run.kind) {
    case 'text':
      return run.text;
    case 'code':
      return <code>{run.text}</code>;
    case 'strong':
      return <strong>{inlines(run.children)}</strong>;
    case 'emphasis':
      return <em>{inlines(run.children)}</em>;
    case 'link': {
      const { href } = run;
      if (href.kind === 'web') {
        return (
          <a href={href.url} rel="noopener noreferrer">
            {inlines(run.children)}
          </a>
        );
      }
      if (href.kind === 'document') {
        const page = href.documentId === 'changelog' ? ROUTE_PATHS.changelog : `${ROUTE_PATHS.docs}/${href.documentId}`;
        const to = `${page}${href.anchor === null ? '' : `#${headingId(href.anchor)}`}`;
        return <Link to={to}>{inlines(run.children)}</Link>;
      }
      return inlines(run.children);
    }
  }
}
