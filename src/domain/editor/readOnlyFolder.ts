/**
 * The workspace folder of the market's items opened to read before buying (issue 38, Build 7): each item's kept files
 * under `market-items/<item>/`. What is there is the server's copy: it is shown and run, never edited, saved, created
 * or renamed (`isReadOnlyPath`), and opening the item again replaces it. Deleting it is allowed: it is only a copy.
 */
export const KEPT_ITEMS_FOLDER = 'market-items/';

/** True for a path in the market's read-only folder (`KEPT_ITEMS_FOLDER`), or the folder's own name. */
export const isReadOnlyPath = (path: string): boolean => path.startsWith(KEPT_ITEMS_FOLDER) || `${path}/` === KEPT_ITEMS_FOLDER;
