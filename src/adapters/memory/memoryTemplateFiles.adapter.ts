import type { WorkspaceFiles } from '../../domain/editor/workspaceFiles';
import { err, ok, type Result } from '../../domain/shared/result';
import type { TemplateFiles, TemplateFilesError } from '../../ports/templateFiles.port';

/** TemplateFiles for tests: the files the test gave, by template id; 'not-found' for any other id. */
export class MemoryTemplateFiles implements TemplateFiles {
  constructor(readonly templateFiles: Readonly<Record<string, WorkspaceFiles>> = {}) {}

  files(templateId: string): Promise<Result<WorkspaceFiles, TemplateFilesError>> {
    const files = this.templateFiles[templateId];
    return Promise.resolve(files === undefined ? err({ code: 'not-found' }) : ok(files));
  }
}
