import type { Observable } from 'rxjs';
import type { WorkspaceFiles } from '../../domain/editor/workspaceFiles';
import type { ProjectTemplate } from '../../domain/hub/templates';
import { err, ok, type Result } from '../../domain/shared/result';
import type { CatalogError } from '../../ports/catalogError';
import type { TemplateCatalog, TemplateFilesError } from '../../ports/templateCatalog.port';
import { MemorySource } from './memorySource';

/** TemplateCatalog for tests: answers what the test gave (see `MemorySource`); `templateFiles` by template id. */
export class MemoryTemplateCatalog extends MemorySource<readonly ProjectTemplate[]> implements TemplateCatalog {
  constructor(
    templates: readonly ProjectTemplate[],
    readonly templateFiles: Readonly<Record<string, WorkspaceFiles>> = {},
  ) {
    super(templates);
  }

  templates(): Observable<Result<readonly ProjectTemplate[], CatalogError>> {
    return this.answer();
  }

  files(templateId: string): Promise<Result<WorkspaceFiles, TemplateFilesError>> {
    const files = this.templateFiles[templateId];
    return Promise.resolve(files === undefined ? err({ code: 'not-found' }) : ok(files));
  }
}
