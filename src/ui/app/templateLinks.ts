import { ROUTE_PATHS } from '../../domain/app/routePaths';

/** The query parameter of `/` that opens a template's files in the editor (`/?template=token-swap`). */
export const TEMPLATE_PARAMETER = 'template';

/**
 * Where a template card leads: the editor with the template's files when the editor is on, else the template's
 * own page. A link, so it opens in a new tab and survives a reload.
 */
export const templateLink = (templateId: string, editorEnabled: boolean): string =>
  editorEnabled
    ? `${ROUTE_PATHS.editor}?${new URLSearchParams({ [TEMPLATE_PARAMETER]: templateId }).toString()}`
    : `${ROUTE_PATHS.templates}/${encodeURIComponent(templateId)}`;
