import type { Observable } from 'rxjs';
import type { WorkspaceFiles } from '../domain/editor/workspaceFiles';
import type { ProjectTemplate } from '../domain/hub/templates';
import type { Result } from '../domain/shared/result';
import type { CatalogError } from './catalogError';
import { token, type Token } from './token';

/** Why a template's files could not be read: no template has that id, or the catalog failed (`CatalogError`). */
export type TemplateFilesError = { readonly code: 'not-found' } | CatalogError;

/** The starter projects offered on the Templates page. */
export interface TemplateCatalog {
  /**
   * Every template, in the order to show them.
   * Emits one result and completes; failures (see `CatalogError`) are error values, never an observable error.
   * Unsubscribing abandons the request.
   */
  templates(): Observable<Result<readonly ProjectTemplate[], CatalogError>>;
  /**
   * The files of the template with `templateId`, paths relative to the project's root, in the order to open them
   * (the first is the one to show). Resolves a failure value, never rejects: 'not-found' for an unknown id.
   */
  files(templateId: string): Promise<Result<WorkspaceFiles, TemplateFilesError>>;
}

export const TemplateCatalog: Token<TemplateCatalog> = token<TemplateCatalog>('TemplateCatalog');
