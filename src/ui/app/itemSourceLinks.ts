import { ROUTE_PATHS } from '../../domain/app/routePaths';

/** The query parameter of `/` that opens a market item's kept files in the editor, read-only (`/?item=item-1`). */
export const ITEM_SOURCE_PARAMETER = 'item';

/** The editor's address that opens one market item's files (View Source's "Open in editor"). A link: it survives a reload and a new tab. */
export const itemSourceLink = (itemId: string): string => `${ROUTE_PATHS.editor}?${new URLSearchParams({ [ITEM_SOURCE_PARAMETER]: itemId }).toString()}`;
