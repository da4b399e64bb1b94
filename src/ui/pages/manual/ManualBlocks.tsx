import { createContext, Fragment, useContext, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '../../../domain/app/routePaths';
import type { CodeBlock } from '../../../domain/manual/codeExamples';
import type { ManualBlock, ManualInline } from '../../../domain/manual/manualDocument';
import { headingId } from './manual.texts';

/**
 * A document's blocks as elements: its text is always text (never HTML), its links only what `safeLink` allowed.
 * `skipTitle` leaves out a leading level-1 heading (the page shows it); `headingOffset` moves every heading down
 * that many levels, so a document's sections sit below the page's own headings. `codeActions` adds what to show
 * after a code block (a developer guide's "Open in editor"), nested blocks' included.
 */
export function ManualBlocks({ blocks, skipTitle = false, headingOffset = 0, codeActions }: { readonly blocks: readonly ManualBlock[]; readonly skipTitle?: boolean; readonly headingOffset?: number; readonly codeActions?: CodeActions }) {
  const shown = skipTitle && blocks[0]?.kind === 'heading' && blocks[0].level === 1 ? blocks.slice(1) : blocks;
  return <>{shown.map((block, index) => <Block key={index} block={block} offset={headingOffset} codeActions={codeActions} />)}</>;
}

/**
 * Where a link to another document leads when a page shows documents of its own (the developer guides): its path,
 * or null for a document of the manual (`/docs/<id>`).
 */
export const DocumentPaths = createContext<(documentId: string) => string | null>(() => null);

/** What to show after a code block (nothing: null). */
export type CodeActions = (block: CodeBlock) => ReactNode;

function Block({ block, offset, codeActions }: { readonly block: ManualBlock; readonly offset: number; readonly codeActions: CodeActions | undefined }): ReactNode {
  switch (block.kind) {
    case 'heading': {
      const Tag = `h${Math.max(2, Math.min(6, block.level + offset))}` as 'h2';
      return <Tag id={headingId(block.slug)}>{block.text}</Tag>;
    }
    case 'paragraph':
      return <p>{inlines(block.children)}</p>;
    case 'code':
      return (
        <>
          {/* Focusable: a long line scrolls it sideways, and a keyboard must reach it to scroll. */}
          <pre className="manual-code" data-language={block.language || undefined} tabIndex={0}>
            <code>{block.text}</code>
          </pre>
          {codeActions?.(block)}
        </>
      );
    case 'list': {
      const items = block.items.map((item, index) => (
        <li key={index}>
          <ManualBlocks blocks={item} headingOffset={offset} codeActions={codeActions} />
        </li>
      ));
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'quote':
      return (
        <blockquote>
          <ManualBlocks blocks={block.children} headingOffset={offset} codeActions={codeActions} />
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
      if (href.kind === 'document') return <DocumentLink documentId={href.documentId} anchor={href.anchor} text={inlines(run.children)} />;
      return inlines(run.children);
    }
  }
}

function DocumentLink({ documentId, anchor, text }: { readonly documentId: string; readonly anchor: string | null; readonly text: ReactNode }) {
  const own = useContext(DocumentPaths)(documentId);
  const page = own ?? (documentId === 'changelog' ? ROUTE_PATHS.changelog : `${ROUTE_PATHS.docs}/${documentId}`);
  return <Link to={`${page}${anchor === null ? '' : `#${headingId(anchor)}`}`}>{text}</Link>;
}
