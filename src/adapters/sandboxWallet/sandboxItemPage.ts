import { Hono } from 'hono';
import type { CodeItem } from '../../domain/exchange/codeItem';
import { escapeHtml } from './htmlEscape';
import type { MintedItemRepository } from '../../ports/mintedItemRepository.port';
import { sandboxPageShell } from './sandboxPageShell';

const PAGE_STYLE = 'font:15px/1.5 system-ui,sans-serif;background:#1e1e1e;color:#e6e6e6;margin:0;min-height:100vh';
const BANNER_STYLE = 'background:#ffcc00;color:#1a1a1a;text-align:center;font-weight:700;padding:6px 12px';

function page(title: string, body: string): string {
  return sandboxPageShell(title, { page: PAGE_STYLE, banner: BANNER_STYLE }, `<main style="max-width:720px;margin:0 auto;padding:24px">${body}</main>`);
}

/** The sandbox wallet's page of one minted item: what was minted and by whom; every text escaped, no script. */
export function sandboxItemPage(item: CodeItem, ownerHandle: string): string {
  const figures: readonly [string, string][] = [
    ['Held by', ownerHandle],
    ['Code type', item.codeType],
    ['Language', item.language],
    ['Token supply', String(item.supply)],
    ['Token price (BSV)', String(item.price)],
    ['Revenue share', `${item.revenueSharePercent}% to token holders`],
    ['Minted', new Date(item.mintedAt).toISOString()],
  ];
  const files = item.files.map((file) => `<li>${escapeHtml(file.name)}: <code>${escapeHtml(file.sha256)}</code></li>`).join('');
  return page(
    item.name,
    `<h1>${escapeHtml(item.name)}</h1><p>${escapeHtml(item.description)}</p><dl>${figures
      .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
      .join('')}</dl><h2>Files (SHA-256)</h2><ul>${files || '<li>No code files</li>'}</ul><p>Item id: <code>${escapeHtml(item.id)}</code></p>`,
  );
}

/** `GET /:id`: the sandbox item's page, or 404. */
export function sandboxItemRoutes(repository: MintedItemRepository): Hono {
  const routes = new Hono();
  routes.get('/:id', async (c) => {
    c.header('Cache-Control', 'no-store');
    const found = await repository.find(c.req.param('id'));
    return found === null
      ? c.html(page('No such item', '<h1>No such item</h1><p>The sandbox wallet holds no item with this id.</p>'), 404)
      : c.html(sandboxItemPage(found.item, found.ownerHandle));
  });
  return routes;
}
