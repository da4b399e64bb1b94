import { Hono } from 'hono';
import { holdsNulCharacter } from '../../domain/shared/storableText';
import type { ItemFilesRepository } from '../../ports/itemFilesRepository.port';
import { problem } from './apiAnswers';

/**
 * The code files of an item minted here (issue 30, Build 6), mounted under `/api/market`:
 * `GET /items/:itemId/files` answers `{success, itemId, files: [{name, content}]}` in the mint's order, or 404
 * `files-not-kept` (an unknown item, or one whose files are not kept here: minted elsewhere or before files were
 * kept). Public, like the item: the files are what its tokens sell, and a buyer reads them before buying. A kept
 * item's files never change, so the answer may be cached.
 */
export function itemFilesRoutes(itemFiles: ItemFilesRepository): Hono {
  const routes = new Hono();
  routes.get('/items/:itemId/files', async (c) => {
    const itemId = c.req.param('itemId');
    const files = holdsNulCharacter(itemId) ? null : await itemFiles.filesOf(itemId);
    if (files === null) return problem(c, 404, 'files-not-kept');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ success: true, itemId, files });
  });
  return routes;
}
