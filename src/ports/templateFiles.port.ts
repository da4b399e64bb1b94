import type { WorkspaceFiles } from '../domain/editor/workspaceFiles';
import type { Result } from '../domain/shared/result';
import type { CatalogError } from './catalogError';
import { token, type Token } from './token';

/** Why a template's files could not be read: no template has that id, or the catalog failed (`CatalogError`). */
export type TemplateFilesError = { readonly code: 'not-found' } | CatalogError;

/** The files of the starter projects of the Templates page (the list itself: the `TemplateCatalog`). */
export interface TemplateFiles {
  /**
   * The files of the template with `templateId`, paths relative to the project's root, in the order to open them
   * (the first is the one to show). Resolves a failure value, never rejects: 'not-found' for an unknown id.
   */
  files(templateId: string): Promise<Result<WorkspaceFiles, TemplateFilesError>>;
}

export const TemplateFiles: Token<TemplateFiles> = token<TemplateFiles>('TemplateFiles');
